import type { BlockComponent } from '../story/types.ts';

/**
 * Loads each default block's component by its block name, each a chunk of its own in an app's
 * bundle (the carousel's Embla, the tabs' Radix and the like come only with their block):
 * for `StoryBlocks` with a lazy component per block type. The same names as `defaultComponents`.
 *
 * @example const SingleHero = lazy(() => blockLoaders['single-hero']().then((c) => ({ default: c })));
 */
export const blockLoaders: Record<string, () => Promise<BlockComponent>> = {
  accordion: () =>
    import('../blocks/accordion/Accordion.tsx').then((m) => m.Accordion as BlockComponent),
  'animated-links': () =>
    import('../blocks/animated-links/AnimatedLinks.tsx').then(
      (m) => m.AnimatedLinks as BlockComponent,
    ),
  'appointment-store': () =>
    import('../blocks/appointment-store/AppointmentStore.tsx').then(
      (m) => m.AppointmentStore as BlockComponent,
    ),
  'brands-list': () =>
    import('../blocks/brands-list/BrandsList.tsx').then((m) => m.BrandsList as BlockComponent),
  carousel: () =>
    import('../blocks/carousel/CarouselBlock.tsx').then((m) => m.CarouselBlock as BlockComponent),
  'category-selector': () =>
    import('../blocks/category-selector/CategorySelector.tsx').then(
      (m) => m.CategorySelector as BlockComponent,
    ),
  'double-hero': () =>
    import('../blocks/double-hero/DoubleHero.tsx').then((m) => m.DoubleHero as BlockComponent),
  'embedded-html': () =>
    import('../blocks/embedded-html/EmbeddedHtml.tsx').then(
      (m) => m.EmbeddedHtml as BlockComponent,
    ),
  'featured-articles': () =>
    import('../blocks/featured-articles/FeaturedArticles.tsx').then(
      (m) => m.FeaturedArticles as BlockComponent,
    ),
  'help-widget': () =>
    import('../blocks/help-widget/HelpWidget.tsx').then((m) => m.HelpWidget as BlockComponent),
  'image-product-spotlight': () =>
    import('../blocks/image-product-spotlight/ImageProductSpotlight.tsx').then(
      (m) => m.ImageProductSpotlight as BlockComponent,
    ),
  'product-story-grid': () =>
    import('../blocks/product-story-grid/ProductStoryGrid.tsx').then(
      (m) => m.ProductStoryGrid as BlockComponent,
    ),
  promos: () => import('../blocks/promos/Promos.tsx').then((m) => m.Promos as BlockComponent),
  'single-hero': () =>
    import('../blocks/single-hero/SingleHero.tsx').then((m) => m.SingleHero as BlockComponent),
  'star-rating': () =>
    import('../blocks/star-rating/StarRating.tsx').then((m) => m.StarRating as BlockComponent),
  'tabbed-section': () =>
    import('../blocks/tabbed-section/TabbedSection.tsx').then(
      (m) => m.TabbedSection as BlockComponent,
    ),
  testimonials: () =>
    import('../blocks/testimonials/Testimonials.tsx').then((m) => m.Testimonials as BlockComponent),
  'tracking-widget': () =>
    import('../blocks/tracking-widget/TrackingWidget.tsx').then(
      (m) => m.TrackingWidget as BlockComponent,
    ),
  video: () => import('../blocks/video/Video.tsx').then((m) => m.Video as BlockComponent),
};
