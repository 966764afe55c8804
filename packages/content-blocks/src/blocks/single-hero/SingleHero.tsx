import { Button } from '@cairn/ui/static';
import { BlockImage, hasImage } from '../../assets/BlockImage.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';

/** `single-hero`: a full-width image with a heading, a line of text and one call to action. */
export type SingleHeroBlock = BlokOf<'single-hero'>;

export function SingleHero({ blok, mobile, index }: BlockProps<SingleHeroBlock>) {
  const heading = text(blok.heading);
  const subheading = text(blok.subheading);
  const ctaLabel = text(blok.cta_label);
  // A shop that knows it renders for a phone gets the mobile crop alone; any other page gets
  // both in a <picture> and the browser picks by width.
  const image = mobile && hasImage(blok.mobile_image) ? blok.mobile_image : blok.image;
  const mobileImage = mobile ? undefined : blok.mobile_image;
  return (
    <div
      className={[
        'cairn-block-single-hero',
        hasImage(image) || hasImage(mobileImage) ? 'cairn-block-single-hero--with-image' : '',
        mobile ? 'cairn-block-single-hero--mobile' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <BlockImage
        image={image}
        mobileImage={mobileImage}
        className="cairn-block-single-hero__image"
        priority={index === 0}
      />
      <div className="cairn-block-single-hero__text">
        {heading && (
          <BlockTitle index={index} className="cairn-block-single-hero__heading">
            {heading}
          </BlockTitle>
        )}
        {subheading && <p className="cairn-block-single-hero__subheading">{subheading}</p>}
        {ctaLabel && hasLink(blok.cta_link) && (
          <Button asChild size={mobile ? 'medium' : 'large'}>
            <BlockLink link={blok.cta_link}>{ctaLabel}</BlockLink>
          </Button>
        )}
      </div>
    </div>
  );
}
