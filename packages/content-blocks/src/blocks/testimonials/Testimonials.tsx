import { RatingStars } from '@cairn/ui/static';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `testimonial`: a customer's words, who said them and an optional rating out of 5. */
export type TestimonialBlock = BlokOf<'testimonial'>;

/** `testimonials`: a titled list of customer quotes. */
export type TestimonialsBlock = BlokOf<'testimonials'>;

export function Testimonials({ blok, mobile, index }: BlockProps<TestimonialsBlock>) {
  const title = text(blok.title);
  const items = nestedBlocks<TestimonialBlock>(blok.items).filter((item) => text(item.quote));
  return (
    <div className={`cairn-block-testimonials${mobile ? ' cairn-block-testimonials--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-testimonials__list">
        {items.map((item) => (
          <Testimonial key={item._uid} blok={item} />
        ))}
      </ul>
    </div>
  );
}

function Testimonial({ blok }: { blok: TestimonialBlock }) {
  const editable = useEditable(blok);
  const rating = Number(blok.rating);
  const author = text(blok.author);
  const detail = text(blok.detail);
  return (
    <li
      {...editable}
      className={['cairn-block-testimonials__item', editable.className].filter(Boolean).join(' ')}
    >
      <figure className="cairn-block-testimonials__figure">
        {rating > 0 && <RatingStars average={rating} />}
        <blockquote className="cairn-block-testimonials__quote">
          <p>{text(blok.quote)}</p>
        </blockquote>
        {author && (
          <figcaption className="cairn-block-testimonials__author">
            {author}
            {detail && <span className="cairn-block-testimonials__detail">, {detail}</span>}
          </figcaption>
        )}
      </figure>
    </li>
  );
}
