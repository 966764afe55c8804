import { createContext, type ReactNode, useContext } from 'react';

/**
 * Builds the address of an image at a given pixel width, for `srcset`. Answer `null` for an
 * image that cannot be resized (the `<img>` then gets its `src` only).
 *
 * @example (src, width) => `${src}?w=${width}` // an image service that takes a width
 */
export type ImageLoader = (src: string, width: number) => string | null;

/** Widths offered in `srcset`: phones at 1x to 3x up to wide desktop screens. */
export const imageWidths = [320, 480, 640, 960, 1280, 1600, 1920] as const;

const storyblokAsset = /^(https?:)?\/\/a(-us|-ap|-ca|-cn)?\.storyblok\.com\/f\//;

/**
 * The default: Storyblok's image service for Storyblok assets (`/m/{width}x0` keeps the aspect
 * ratio and lets the service pick WebP or AVIF); other images as they are.
 */
export const storyblokImageLoader: ImageLoader = (src, width) => {
  if (!storyblokAsset.test(src) || src.includes('/m/')) return null;
  return `${src}/m/${width}x0`;
};

const ImageLoaderContext = createContext<ImageLoader>(storyblokImageLoader);

/**
 * Sets how blocks resize images (`StoryRenderer`'s `imageLoader` prop provides one). Without a
 * `loader` the one of an outer provider stays in force (a whole app, or a Storybook, can set it
 * once), else `storyblokImageLoader`.
 */
export function ImageLoaderProvider({
  loader,
  children,
}: {
  loader: ImageLoader | undefined;
  children: ReactNode;
}) {
  const outer = useContext(ImageLoaderContext);
  return (
    <ImageLoaderContext.Provider value={loader ?? outer}>{children}</ImageLoaderContext.Provider>
  );
}

/** `src`, `srcSet` and `sizes` for an image shown `sizes` wide. */
export function useResponsiveImage(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const loader = useContext(ImageLoaderContext);
  const candidates = imageWidths.flatMap((width) => {
    const url = loader(src, width);
    return url ? [{ url, width }] : [];
  });
  if (candidates.length === 0) return { src };
  // The fallback for browsers without srcset: a middling width, not the largest.
  const fallback = candidates.find((candidate) => candidate.width === 960) ?? candidates[0];
  // srcSet and sizes before src: a browser creating the element picks from srcset at once.
  return {
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
    sizes,
    src: fallback?.url ?? src,
  };
}
