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
};

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
export function BlockImage({ image, ...props }: BlockImageProps) {
  if (!hasImage(image)) return null;
  return <SizedImage {...props} src={image.filename} alt={image.alt ?? ''} />;
}

function SizedImage({
  src,
  alt,
  className,
  priority = false,
  sizes = '100vw',
}: Omit<BlockImageProps, 'image'> & { src: string; alt: string }) {
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
