export type RatingStarsProps = {
  /** The average rating out of 5; values outside 0 to 5 are clamped. */
  average: number;
  /** How many reviews the average is taken from; shown in brackets when given. */
  count?: number;
  size?: 'small' | 'medium';
  className?: string;
};

const outOf = 5;
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-GB');

/** The sentence a screen reader hears: "Rated 4.3 out of 5 (120 reviews)". */
export function ratingText(average: number, count?: number): string {
  const rated = `Rated ${oneDecimal.format(clamp(average))} out of ${outOf}`;
  if (count === undefined) return rated;
  return `${rated} (${wholeNumber.format(count)} ${count === 1 ? 'review' : 'reviews'})`;
}

/**
 * Five stars filled to the average, partly filling the last one. The stars are decorative
 * (`aria-hidden`); the rating is said once in words.
 */
export function RatingStars({ average, count, size = 'medium', className }: RatingStarsProps) {
  const fill = `${Math.round((clamp(average) / outOf) * 10_000) / 100}%`;
  const classes = ['cairn-rating', `cairn-rating--${size}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className="cairn-visually-hidden">{ratingText(average, count)}</span>
      <span className="cairn-rating__stars" aria-hidden="true">
        <Stars className="cairn-rating__empty" />
        <span className="cairn-rating__fill" style={{ width: fill }}>
          <Stars />
        </span>
      </span>
      {count !== undefined && (
        <span className="cairn-rating__count" aria-hidden="true">
          ({wholeNumber.format(count)})
        </span>
      )}
    </span>
  );
}

function Stars({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          transform={`translate(${index * 24} 0)`}
          d="M12 1.5l3.09 6.97 7.41.66-5.6 4.93 1.66 7.44L12 17.6l-6.56 3.9 1.66-7.44-5.6-4.93 7.41-.66z"
        />
      ))}
    </svg>
  );
}

function clamp(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(outOf, Math.max(0, average));
}
