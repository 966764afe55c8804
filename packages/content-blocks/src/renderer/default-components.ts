import { Accordion } from '../blocks/accordion/Accordion.tsx';
import { AnimatedLinks } from '../blocks/animated-links/AnimatedLinks.tsx';
import { AppointmentStore } from '../blocks/appointment-store/AppointmentStore.tsx';
import { BrandsList } from '../blocks/brands-list/BrandsList.tsx';
import { CarouselBlock } from '../blocks/carousel/CarouselBlock.tsx';
import { CategorySelector } from '../blocks/category-selector/CategorySelector.tsx';
import { DoubleHero } from '../blocks/double-hero/DoubleHero.tsx';
import { EmbeddedHtml } from '../blocks/embedded-html/EmbeddedHtml.tsx';
import { FeaturedArticles } from '../blocks/featured-articles/FeaturedArticles.tsx';
import { HelpWidget } from '../blocks/help-widget/HelpWidget.tsx';
import { ImageProductSpotlight } from '../blocks/image-product-spotlight/ImageProductSpotlight.tsx';
import { ProductStoryGrid } from '../blocks/product-story-grid/ProductStoryGrid.tsx';
import { Promos } from '../blocks/promos/Promos.tsx';
import { SingleHero } from '../blocks/single-hero/SingleHero.tsx';
import { StarRating } from '../blocks/star-rating/StarRating.tsx';
import { TabbedSection } from '../blocks/tabbed-section/TabbedSection.tsx';
import { Testimonials } from '../blocks/testimonials/Testimonials.tsx';
import { TrackingWidget } from '../blocks/tracking-widget/TrackingWidget.tsx';
import { Video } from '../blocks/video/Video.tsx';
import type { BlockComponent, BlockComponents } from '../story/types.ts';

/** The block components `StoryRenderer` uses, keyed by the Storyblok component name editors pick in the block library. */
export const defaultComponents: BlockComponents = {
  accordion: Accordion as BlockComponent,
  'animated-links': AnimatedLinks as BlockComponent,
  'appointment-store': AppointmentStore as BlockComponent,
  'brands-list': BrandsList as BlockComponent,
  carousel: CarouselBlock as BlockComponent,
  'category-selector': CategorySelector as BlockComponent,
  'double-hero': DoubleHero as BlockComponent,
  'embedded-html': EmbeddedHtml as BlockComponent,
  'featured-articles': FeaturedArticles as BlockComponent,
  'help-widget': HelpWidget as BlockComponent,
  'image-product-spotlight': ImageProductSpotlight as BlockComponent,
  'product-story-grid': ProductStoryGrid as BlockComponent,
  promos: Promos as BlockComponent,
  'single-hero': SingleHero as BlockComponent,
  'star-rating': StarRating as BlockComponent,
  'tabbed-section': TabbedSection as BlockComponent,
  testimonials: Testimonials as BlockComponent,
  'tracking-widget': TrackingWidget as BlockComponent,
  video: Video as BlockComponent,
};
