// No imports: a bundler config reads this module (the shop's vite config groups the static
// blocks' code in one chunk), and a server page reads it without React.

/**
 * When a block's server markup comes alive in the browser:
 * - `static`: never. Text, pictures, links, cards and ratings, and the accordion, whose
 *   `<details>` the browser opens itself: the server's markup is kept as it is and the block's
 *   code never loads for a first view (a React Server Component ships none at all).
 * - `visible`: once within 200px of the viewport, or as soon as a shopper presses, focuses or
 *   types in it: its code (Embla, Radix tabs) loads only then.
 * - `interaction`: only once a shopper presses, focuses or types in it.
 * - `load`: at once, as the page hydrates.
 */
export type BlockHydration = 'static' | 'visible' | 'interaction' | 'load';

/**
 * The default policy, per block type. `load` for the store picker (a store chosen in its
 * `<select>` before it hydrated would be reset by React's controlled value, and its link would
 * book at the wrong store), the help dialog, the tracking form, the embed (its allowed scripts
 * are added once mounted) and the video (React sets `muted` as a property, which autoplay
 * needs; the server's HTML has no such attribute). The spotlight, product grid and featured
 * articles are `static`: the products and articles they show need not reach the browser.
 */
export const blockHydration: Readonly<Record<string, BlockHydration>> = {
  accordion: 'static',
  'animated-links': 'static',
  'appointment-store': 'load',
  'brands-list': 'static',
  carousel: 'visible',
  'category-selector': 'static',
  'double-hero': 'static',
  'embedded-html': 'load',
  'featured-articles': 'static',
  'help-widget': 'load',
  'image-product-spotlight': 'static',
  'product-story-grid': 'static',
  promos: 'static',
  'single-hero': 'static',
  'star-rating': 'static',
  'tabbed-section': 'visible',
  testimonials: 'static',
  'tracking-widget': 'load',
  video: 'load',
};

/** Per-block overrides of `blockHydration`: a custom block's policy, or another for a default one. */
export type HydrationPolicy = Readonly<Record<string, BlockHydration>>;

/**
 * How a block type hydrates under `policy` (over the defaults). A type in neither hydrates on
 * `load`: an unknown block may have interaction of its own.
 *
 * @example hydrationOf('carousel') // 'visible'
 * @example hydrationOf('help-widget', { 'help-widget': 'interaction' }) // 'interaction'
 */
export function hydrationOf(type: string, policy?: HydrationPolicy): BlockHydration {
  return policy?.[type] ?? blockHydration[type] ?? 'load';
}

/**
 * The block types that hydrate `when` under `policy` (over the defaults).
 *
 * @example blockTypesHydrating('static') // ['accordion', 'animated-links', ...]
 */
export function blockTypesHydrating(when: BlockHydration, policy?: HydrationPolicy): string[] {
  const types = new Set([...Object.keys(blockHydration), ...Object.keys(policy ?? {})]);
  return [...types].filter((type) => hydrationOf(type, policy) === when);
}
