import type { ImageFormat, ImageWidth } from './image-variants.ts';

// URL builders for the shop. Dependency-free, so a browser bundle can import them.

export type ImageUrlOptions = {
  width: ImageWidth;
  /** Leave unset to let the server choose from the browser's Accept header. */
  format?: ImageFormat;
};

/** Adds `w` (and `format`) to an image path or URL, keeping any query it has. */
export function withImageSize(path: string, { width, format }: ImageUrlOptions): string {
  const [base = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  if (format) params.set('format', format);
  else params.delete('format');
  return `${base}?${params.toString()}`;
}

/**
 * The URL of a product image by its catalogue filename.
 * @example productImageUrl('northwall-mens-torridon-gore-tex-jacket-104211-900-01.jpg', { width: 640 })
 * // '/images/products/northwall-mens-torridon-gore-tex-jacket-104211-900-01.jpg?w=640'
 */
export function productImageUrl(filename: string, options: ImageUrlOptions): string {
  return withImageSize(`/images/products/${encodeURIComponent(filename)}`, options);
}

/**
 * The URL of a content banner by name, with or without '.jpg'.
 * @example contentImageUrl('home-hero', { width: 1280 }) // '/images/content/home-hero.jpg?w=1280'
 */
export function contentImageUrl(name: string, options: ImageUrlOptions): string {
  const filename = name.endsWith('.jpg') ? name : `${name}.jpg`;
  return withImageSize(`/images/content/${encodeURIComponent(filename)}`, options);
}

/**
 * A `srcset` value: one candidate per width. Takes a bare product filename, or any image path
 * or URL (a story's '/images/content/home-hero.jpg').
 * @example imageSrcSet('jacket-01.jpg', [320, 640])
 * // '/images/products/jacket-01.jpg?w=320 320w, /images/products/jacket-01.jpg?w=640 640w'
 */
export function imageSrcSet(
  filenameOrPath: string,
  widths: readonly ImageWidth[],
  options: { format?: ImageFormat } = {},
): string {
  const isPath = filenameOrPath.includes('/');
  return widths
    .map((width) => {
      const sized = { width, ...options };
      const url = isPath
        ? withImageSize(filenameOrPath, sized)
        : productImageUrl(filenameOrPath, sized);
      return `${url} ${width}w`;
    })
    .join(', ');
}
