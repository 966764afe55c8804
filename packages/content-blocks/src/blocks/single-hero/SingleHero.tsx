import { Button } from '@cairn/ui';
import { BlockImage, type StoryblokAsset } from '../../assets/BlockImage.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import type { StoryblokMultilink } from '../../links/normalise-link.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';

/** `single-hero`: a full-width image with a heading, a line of text and one call to action. */
export type SingleHeroBlock = {
  _uid: string;
  component: 'single-hero';
  heading?: string;
  subheading?: string;
  cta_label?: string;
  cta_link?: StoryblokMultilink | string;
  image?: StoryblokAsset;
  /** Optional portrait crop shown on mobile instead of `image`. */
  mobile_image?: StoryblokAsset;
  title?: string;
};

export function SingleHero({ blok, mobile, index }: BlockProps<SingleHeroBlock>) {
  const heading = text(blok.heading);
  const subheading = text(blok.subheading);
  const ctaLabel = text(blok.cta_label);
  const image = mobile && blok.mobile_image?.filename ? blok.mobile_image : blok.image;
  return (
    <div
      className={[
        'cairn-block-single-hero',
        image?.filename ? 'cairn-block-single-hero--with-image' : '',
        mobile ? 'cairn-block-single-hero--mobile' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <BlockImage image={image} className="cairn-block-single-hero__image" priority={index === 0} />
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
