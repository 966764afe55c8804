import type { CSSProperties } from 'react';

export type RatingStarsProps = {
  /** The average rating out of `outOf`; values outside 0 to `outOf` are clamped. */
  average: number;
  /** How many reviews the average is taken from; shown in brackets when given. */
  count?: number;
  /** How many stars the rating is out of: a whole number, 5 by default. */
  outOf?: number;
  size?: 'small' | 'medium';
  className?: string;
};

const defaultOutOf = 5;
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-GB');

/** The sentence a screen reader hears: "Rated 4.3 out of 5 (120 reviews)". */
export function ratingText(average: number, count?: number, outOf = defaultOutOf): string {
  const stars = starCount(outOf);
  const rated = `Rated ${oneDecimal.format(clamp(average, stars))} out of ${stars}`;
  if (count === undefined) return rated;
  return `${rated} (${wholeNumber.format(count)} ${count === 1 ? 'review' : 'reviews'})`;
}

/**
 * Stars filled to the average, partly filling the last one, and the count in brackets. It is
 * one element: an image to assistive technology, named by the sentence (`ratingText`), its
 * stars drawn by the stylesheet (one star repeated as a mask over a background filled to the
 * average), so a listing of 24 cards carries 24 elements for its ratings (issue 16).
 */
export function RatingStars({
  average,
  count,
  outOf = defaultOutOf,
  size = 'medium',
  className,
}: RatingStarsProps) {
  const stars = starCount(outOf);
  const fill = `${Math.round((clamp(average, stars) / stars) * 10_000) / 100}%`;
  const classes = ['cairn-rating', `cairn-rating--${size}`, className].filter(Boolean).join(' ');
  // The row's width and aspect ratio follow the number of stars (see styles.css).
  const style = {
    '--cairn-rating-fill': fill,
    ...(stars === defaultOutOf ? {} : { '--cairn-rating-stars': stars }),
  } as CSSProperties;
  return (
    <span
      className={classes}
      role="img"
      aria-label={ratingText(average, count, stars)}
      style={style}
    >
      {count === undefined ? null : `(${wholeNumber.format(count)})`}
    </span>
  );
}

/** A whole number of stars, at least one; 5 for anything else. */
function starCount(outOf: number): number {
  return Number.isFinite(outOf) && outOf >= 1 ? Math.round(outOf) : defaultOutOf;
}

function clamp(average: number, outOf: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(outOf, Math.max(0, average));
}
