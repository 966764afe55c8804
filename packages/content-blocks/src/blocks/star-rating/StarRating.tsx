import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';

export type StarsProps = {
  /** The rating, clamped to 0..max. */
  rating: number;
  max?: number;
  className?: string;
};

/** Stars filled to the rating, read out as "Rated 4.5 out of 5". */
export function Stars({ rating, max = 5, className }: StarsProps) {
  const safeMax = Number.isFinite(max) && max > 0 ? Math.round(max) : 5;
  const value = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), safeMax);
  const rounded = Math.round(value * 10) / 10;
  const stars = '★'.repeat(safeMax);
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of ${safeMax}`}
      className={['cairn-block-stars', className].filter(Boolean).join(' ')}
    >
      <span className="cairn-block-stars__empty" aria-hidden="true">
        {stars}
      </span>
      <span
        className="cairn-block-stars__filled"
        aria-hidden="true"
        style={{ width: `${(value / safeMax) * 100}%` }}
      >
        {stars}
      </span>
    </span>
  );
}

/** `star-rating`: an overall rating with an optional review count and label. */
export type StarRatingBlock = {
  _uid: string;
  component: 'star-rating';
  title?: string;
  rating?: number | string;
  /** Out of; 5 by default. */
  max?: number | string;
  review_count?: number | string;
  /** Text beside the stars, e.g. "Rated Excellent by our customers". */
  label?: string;
};

export function StarRating({ blok, mobile, index }: BlockProps<StarRatingBlock>) {
  const title = text(blok.title);
  const rating = Number(blok.rating ?? 0);
  const max = Number(blok.max ?? 5) || 5;
  const count = Number(blok.review_count ?? 0);
  const label = text(blok.label);
  return (
    <div className={`cairn-block-star-rating${mobile ? ' cairn-block-star-rating--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <p className="cairn-block-star-rating__summary">
        <Stars rating={rating} max={max} />
        {label && <span className="cairn-block-star-rating__label">{label}</span>}
        {count > 0 && (
          <span className="cairn-block-star-rating__count">
            {`${count.toLocaleString('en-GB')} ${count === 1 ? 'review' : 'reviews'}`}
          </span>
        )}
      </p>
    </div>
  );
}
