import { BlockImage } from '../../assets/BlockImage.tsx';
import { Carousel } from '../../carousel/Carousel.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `carousel-slide`: an image with a heading, a line of text and an optional link. */
export type CarouselSlideBlock = BlokOf<'carousel-slide'>;

/** `carousel`: a titled row of slides moved with previous/next buttons, swipe or arrow keys. */
export type CarouselBlock = BlokOf<'carousel'>;

export function CarouselBlock({ blok, mobile, index }: BlockProps<CarouselBlock>) {
  const title = text(blok.title);
  const slides = nestedBlocks<CarouselSlideBlock>(blok.slides);
  return (
    <div
      className={`cairn-block-carousel-block${mobile ? ' cairn-block-carousel-block--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <Carousel
        label={title ?? 'Highlights'}
        loop={blok.loop === true}
        slides={slides.map((slide) => (
          <Slide key={slide._uid} blok={slide} headingLevel={index === 0 && !title ? 'h2' : 'h3'} />
        ))}
      />
    </div>
  );
}

function Slide({ blok, headingLevel }: { blok: CarouselSlideBlock; headingLevel: 'h2' | 'h3' }) {
  const editable = useEditable(blok);
  const Heading = headingLevel;
  const heading = text(blok.heading);
  const body = text(blok.text);
  const ctaLabel = text(blok.cta_label);
  return (
    <div
      {...editable}
      className={['cairn-block-carousel-block__slide', editable.className]
        .filter(Boolean)
        .join(' ')}
    >
      <BlockImage
        image={blok.image}
        className="cairn-block-carousel-block__image"
        sizes="(min-width: 1024px) 33vw, 85vw"
      />
      {heading && <Heading className="cairn-block-carousel-block__heading">{heading}</Heading>}
      {body && <p className="cairn-block-carousel-block__text">{body}</p>}
      {hasLink(blok.link) && (
        <BlockLink link={blok.link} className="cairn-block-carousel-block__link">
          {ctaLabel ?? (heading ? `More about ${heading}` : 'Find out more')}
        </BlockLink>
      )}
    </div>
  );
}
