import { useResponsiveImage } from './image-loader.tsx';

/** A Storyblok asset field (an image). */
export type StoryblokAsset = {
  filename?: string | null;
  alt?: string | null;
  title?: string | null;
  focus?: string | null;
  id?: number | null;
};

export type BlockImageProps = {
  image: StoryblokAsset | null | undefined;
  className?: string;
  /** The hero's image is the page's largest paint: load it first. */
  priority?: boolean;
  /**
   * How wide the image shows, as the `sizes` attribute: the browser picks the smallest
   * `srcset` candidate that covers it. Default: the full viewport width.
   */
  sizes?: string;
  /**
   * A different crop for small screens (a portrait one for a phone). The browser picks it by
   * media query through `<picture>`, so a server-rendered page needs no idea of the device and
   * never loads both.
   */
  mobileImage?: StoryblokAsset | null;
  /** Where `mobileImage` applies. Default: below the shop's desktop width, 1024 px. */
  mobileMedia?: string;
};

/** The shop's mobile layout: below 1024 px (the `mobile` block prop means the same). */
export const mobileMedia = '(max-width: 1023.98px)';

/** True when an asset field holds an image. */
export function hasImage(image: StoryblokAsset | null | undefined): image is StoryblokAsset & {
  filename: string;
} {
  return typeof image?.filename === 'string' && image.filename.trim() !== '';
}

/**
 * An `<img>` for an asset field, offered at several widths through the `ImageLoader`
 * (`StoryRenderer`'s `imageLoader`); decorative (empty alt) when the editor gave no alt text.
 */
export function BlockImage({ image, mobileImage, mobileMedia: media, ...props }: BlockImageProps) {
  if (!hasImage(image)) {
    // Only a mobile crop: it is the image everywhere.
    return hasImage(mobileImage) ? <BlockImage {...props} image={mobileImage} /> : null;
  }
  const img = <SizedImage {...props} src={image.filename} alt={image.alt ?? ''} />;
  if (!hasImage(mobileImage) || mobileImage.filename === image.filename) return img;
  return (
    <picture>
      <MobileSource
        src={mobileImage.filename}
        media={media ?? mobileMedia}
        sizes={props.sizes ?? '100vw'}
      />
      {img}
    </picture>
  );
}

/** The small-screen candidate of a `<picture>`: before the `<img>`, so it wins where it matches. */
function MobileSource({ src, media, sizes }: { src: string; media: string; sizes: string }) {
  const responsive = useResponsiveImage(src, sizes);
  return (
    <source media={media} srcSet={responsive.srcSet ?? responsive.src} sizes={responsive.sizes} />
  );
}

function SizedImage({
  src,
  alt,
  className,
  priority = false,
  sizes = '100vw',
}: Omit<BlockImageProps, 'image' | 'mobileImage' | 'mobileMedia'> & { src: string; alt: string }) {
  const responsive = useResponsiveImage(src, sizes);
  return (
    <img
      {...responsive}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
