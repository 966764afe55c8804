// No imports: the vite config reads this list to group these blocks' code in one chunk.

/**
 * The blocks with no interaction of their own: text, pictures, links, cards and ratings, no
 * state, handler or effect, and the accordion, whose `<details>` the browser opens itself.
 * Their server markup is kept as it is when a page hydrates (pages/ServerMarkup.tsx), so a
 * first load needs none of their code (issue 16). The rest hydrate: the carousel and tabs
 * (Embla, Radix; once near the viewport, below), the store picker, the help dialog,
 * the tracking form, the embed (its allowed scripts are added once mounted) and the video
 * (React sets `muted` as a property, which autoplay needs, and the server's HTML has no such
 * attribute). The products and articles the spotlight, product grid and featured articles show
 * are not sent with the page (pages/story-block-data.tsx `KeptBlockData`): those blocks must
 * stay in this list, or hydrating one would wait on a fetch.
 */
export const serverMarkupBlockTypes: ReadonlySet<string> = new Set([
  'accordion',
  'animated-links',
  'brands-list',
  'category-selector',
  'double-hero',
  'featured-articles',
  'image-product-spotlight',
  'product-story-grid',
  'promos',
  'single-hero',
  'star-rating',
  'testimonials',
]);

/**
 * The interactive blocks that hydrate only once near the viewport or touched (pages/ServerMarkup.tsx
 * `hydrateOn="visible"`): until then their server markup stays as it is and their code (Embla,
 * Radix tabs) is not loaded, so a first load pays nothing for those below the fold (issue 16).
 * Not the store picker: a store chosen in its `<select>` before it hydrated would be reset to
 * the first by React's controlled value, and its link would book at the wrong store.
 */
export const visibleHydrationBlockTypes: ReadonlySet<string> = new Set([
  'carousel',
  'tabbed-section',
]);
