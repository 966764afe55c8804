import { useContext } from 'react';
import { clientContext, inServerComponents, serverScope } from '../context/server-scope.ts';

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

/** The image loader in force (`ImageLoaderProvider`). */
export const ImageLoaderContext = clientContext<ImageLoader>(storyblokImageLoader);

/** The image loader in force: the server renderer's in a Server Component, else the context's. */
export function useImageLoader(): ImageLoader {
  if (inServerComponents) {
    return (serverScope().imageLoader as ImageLoader | undefined) ?? storyblokImageLoader;
  }
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed for the module's life
  return useContext(ImageLoaderContext);
}

/** `src`, `srcSet` and `sizes` for an image shown `sizes` wide. */
export function useResponsiveImage(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const loader = useImageLoader();
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
