// How stories address demo images. The shop's image service takes the width as a query
// (`/images/content/home-hero.jpg?w=640`); a static Storybook cannot answer queries, so each
// width is a file of its own: `/images/content/w640/home-hero.jpg`. The plain address
// (`/images/content/home-hero.jpg`) is there too, at the shop's default width.

/** The widths the shop's image service draws, and so the widths generated here. */
export const demoImageWidths = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;

/** Images under these folders of `/images/` are drawn; anything else is left alone. */
const drawn = /^\/images\/(products|content)\/([a-z0-9]+(?:-[a-z0-9]+)*\.jpg)$/;

/**
 * `src` at `width`, for content blocks' `ImageLoader` (null: not a demo image, no srcset).
 * @example demoImageUrl('/images/content/home-hero.jpg', 640) // '/images/content/w640/home-hero.jpg'
 */
export function demoImageUrl(src: string, width: number): string | null {
  const match = drawn.exec(src);
  if (!match || !(demoImageWidths as readonly number[]).includes(width)) return null;
  return `/images/${match[1]}/w${width}/${match[2]}`;
}
