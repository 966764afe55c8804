import { type ImageLoader, storyblokImageLoader } from '@cairn/content-blocks/images';

/** Widths the image service renders; others would be snapped, so links use these. */
export const productImageWidths = [160, 320, 480, 640, 960, 1280] as const;

/** The address of a generated product image at a width (format negotiated by the server). */
export function productImageUrl(filename: string, width: number): string {
  return `/images/products/${encodeURIComponent(filename)}?w=${width}`;
}

export function productImageSrcSet(
  filename: string,
  widths: readonly number[] = productImageWidths,
) {
  return widths.map((width) => `${productImageUrl(filename, width)} ${width}w`).join(', ');
}

/**
 * How content blocks resize images: the shop's own image service (`/images/...?w=`) for its
 * images, Storyblok's image service for assets from a real Storyblok space.
 */
export const contentImageLoader: ImageLoader = (src, width) =>
  src.startsWith('/images/') && !src.includes('?')
    ? `${src}?w=${width}`
    : storyblokImageLoader(src, width);
