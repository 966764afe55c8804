import { RatingStars } from '@cairn/ui/static';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';

/** `star-rating`: an overall rating with an optional review count and label. */
export type StarRatingBlock = BlokOf<'star-rating'>;

export function StarRating({ blok, mobile, index }: BlockProps<StarRatingBlock>) {
  const title = text(blok.title);
  const rating = Number(blok.rating ?? 0);
  const outOf = Number(blok.max ?? 5) || 5;
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
        <RatingStars average={rating} outOf={outOf} />
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
