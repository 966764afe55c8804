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
  sizes?: string;
};

/** True when an asset field holds an image. */
export function hasImage(image: StoryblokAsset | null | undefined): image is StoryblokAsset & {
  filename: string;
} {
  return typeof image?.filename === 'string' && image.filename.trim() !== '';
}

/** An `<img>` for an asset field; decorative (empty alt) when the editor gave no alt text. */
export function BlockImage({ image, className, priority = false, sizes }: BlockImageProps) {
  if (!hasImage(image)) return null;
  return (
    <img
      src={image.filename}
      alt={image.alt ?? ''}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sizes={sizes}
    />
  );
}
