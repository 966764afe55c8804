import { type ImageLoader, storyblokImageLoader } from './image-loader.tsx';

/** Widths Cairn's image service renders; others would be snapped, so addresses use these. */
export const productImageWidths = [160, 320, 480, 640, 960, 1280] as const;

export type ImageUrlOptions = {
  /**
   * Where Cairn's image service answers, e.g. `https://shop.example`; default `''`: addresses
   * relative to the page's own origin (a shop serving its own images).
   */
  origin?: string;
};

export type ImageUrls = {
  /** The address of a catalogue product image at a width (format negotiated by the service). */
  productImageUrl: (filename: string, width: number) => string;
  /** A `srcset` of a catalogue product image at `widths` (`productImageWidths` by default). */
  productImageSrcSet: (filename: string, widths?: readonly number[]) => string;
  /**
   * How content blocks resize images (`imageLoader` of `StoryRenderer`): Cairn's image service
   * (`/images/...?w=`) for its own images, Storyblok's image service for Storyblok assets.
   */
  imageLoader: ImageLoader;
};

/**
 * Image addresses for Cairn's image service at `origin`: catalogue product images and the
 * image loader for content blocks.
 *
 * @example
 * const images = createImageUrls({ origin: 'https://shop.example' });
 * images.productImageUrl('boot.jpg', 480); // 'https://shop.example/images/products/boot.jpg?w=480'
 */
export function createImageUrls({ origin = '' }: ImageUrlOptions = {}): ImageUrls {
  const base = origin.replace(/\/+$/, '');
  const productImageUrl = (filename: string, width: number) =>
    `${base}/images/products/${encodeURIComponent(filename)}?w=${width}`;
  return {
    productImageUrl,
    productImageSrcSet: (filename, widths = productImageWidths) =>
      widths.map((width) => `${productImageUrl(filename, width)} ${width}w`).join(', '),
    imageLoader: (src, width) => {
      const own = src.startsWith('/images/') ? `${base}${src}` : undefined;
      if (own !== undefined || (base && src.startsWith(`${base}/images/`))) {
        const address = own ?? src;
        return address.includes('?') ? null : `${address}?w=${width}`;
      }
      return storyblokImageLoader(src, width);
    },
  };
}
