export {
  BlockImage,
  type BlockImageProps,
  hasImage,
  type StoryblokAsset,
} from './assets/BlockImage.tsx';
// Everything the `./images` entry offers is part of the barrel too.
export * from './assets/images.ts';
export {
  Accordion,
  type AccordionBlock,
  type AccordionItemBlock,
} from './blocks/accordion/Accordion.tsx';
export {
  type AnimatedLinkBlock,
  AnimatedLinks,
  type AnimatedLinksBlock,
} from './blocks/animated-links/AnimatedLinks.tsx';
export {
  AppointmentStore,
  type AppointmentStoreBlock,
  type AppointmentStoreOptionBlock,
  appointmentHref,
} from './blocks/appointment-store/AppointmentStore.tsx';
export {
  type BrandBlock,
  BrandsList,
  type BrandsListBlock,
} from './blocks/brands-list/BrandsList.tsx';
export {
  type CarouselBlock as CarouselBlockFields,
  CarouselBlock,
  type CarouselSlideBlock,
} from './blocks/carousel/CarouselBlock.tsx';
export {
  CategorySelector,
  type CategorySelectorBlock,
  type CategorySelectorItemBlock,
} from './blocks/category-selector/CategorySelector.tsx';
export {
  DoubleHero,
  type DoubleHeroBlock,
  type DoubleHeroPanelBlock,
} from './blocks/double-hero/DoubleHero.tsx';
export { EmbeddedHtml, type EmbeddedHtmlBlock } from './blocks/embedded-html/EmbeddedHtml.tsx';
export {
  defaultIframeHosts,
  isAllowedIframe,
  isAllowedScript,
  type SanitisedEmbed,
} from './blocks/embedded-html/embed-policy.ts';
export {
  FeaturedArticles,
  type FeaturedArticlesBlock,
  featuredArticlesQuery,
} from './blocks/featured-articles/FeaturedArticles.tsx';
export {
  type HelpLinkBlock,
  HelpWidget,
  type HelpWidgetBlock,
} from './blocks/help-widget/HelpWidget.tsx';
export {
  ImageProductSpotlight,
  type ImageProductSpotlightBlock,
  type SpotlightHotspotBlock,
} from './blocks/image-product-spotlight/ImageProductSpotlight.tsx';
export {
  ProductStoryGrid,
  type ProductStoryGridBlock,
  type ProductStoryItemBlock,
} from './blocks/product-story-grid/ProductStoryGrid.tsx';
export { type PromoBlock, Promos, type PromosBlock } from './blocks/promos/Promos.tsx';
export { SingleHero, type SingleHeroBlock } from './blocks/single-hero/SingleHero.tsx';
export { StarRating, type StarRatingBlock } from './blocks/star-rating/StarRating.tsx';
export {
  type TabBlock,
  TabbedSection,
  type TabbedSectionBlock,
} from './blocks/tabbed-section/TabbedSection.tsx';
export {
  type TestimonialBlock,
  Testimonials,
  type TestimonialsBlock,
} from './blocks/testimonials/Testimonials.tsx';
export {
  TrackingWidget,
  type TrackingWidgetBlock,
  type TrackingWidgetProps,
  validateTrackingRequest,
} from './blocks/tracking-widget/TrackingWidget.tsx';
export {
  Video,
  type VideoBlock,
  type VideoType,
  videoType,
  videoTypes,
} from './blocks/video/Video.tsx';
export { Carousel, type CarouselProps } from './carousel/Carousel.tsx';
export {
  type ContentClient,
  type ContentClientOptions,
  ContentRequestError,
  contentClientLimits,
  createContentClient,
  type StoriesPage,
  type StoriesRequest,
  type StoryRequest,
} from './client/content-client.ts';
// Everything the `./block-data` and `./links` entries offer is part of the barrel too.
export * from './data/index.ts';
export {
  type HydratedBlocksOptions,
  hydratedBlockComponents,
} from './hydration/hydrated-blocks.tsx';
export { type LazyBlock, lazyBlock, lazyBlocks } from './hydration/lazy-block.tsx';
export {
  type BlockHydration,
  blockHydration,
  blockTypesHydrating,
  type HydrationPolicy,
  hydrationOf,
} from './hydration/policy.ts';
export { ServerMarkup, type ServerMarkupProps } from './hydration/ServerMarkup.tsx';
export { BlockLink, type BlockLinkProps, hasLink } from './links/BlockLink.tsx';
export * from './links/index.ts';
export { type EditableAttributes, editableAttributes } from './preview/editable.ts';
export { useEditable, usePreview } from './preview/preview-context.tsx';
export { anchorEntries } from './renderer/anchor-entries.ts';
export { blockLoaders } from './renderer/block-loaders.ts';
export {
  BlockComponentsContext,
  NestedBlocks,
  useBlockComponents,
} from './renderer/components-context.tsx';
export { defaultComponents } from './renderer/default-components.ts';
export { StoryBlocks, type StoryBlocksProps } from './renderer/StoryBlocks.tsx';
export { StoryRenderer, type StoryRendererProps } from './renderer/StoryRenderer.tsx';
export { type AnchorEntry, heroSectionId, sectionIds, slugify } from './renderer/section-ids.ts';
export { storyAnchorEntries } from './renderer/story-anchor-entries.ts';
export { UnknownBlock } from './renderer/UnknownBlock.tsx';
export {
  RichText,
  type RichTextDoc,
  type RichTextProps,
  richTextToHtml,
} from './rich-text/index.ts';
// Types only: the schema itself is the `./schema` entry's, never in a page's bundle.
export type { BlokOf, BodyBlok, ComponentName } from './schema/blok-types.ts';
export { blockTypes } from './story/block-types.ts';
export type {
  Block,
  BlockComponent,
  BlockComponents,
  BlockProps,
  Story,
  StoryContent,
} from './story/types.ts';
