// Only the static default blocks, imported one by one: a server page's module graph must not
// reach the interactive blocks' modules, or a bundler (Next.js) ships their client code with it.
import { Accordion } from '../blocks/accordion/Accordion.tsx';
import { AnimatedLinks } from '../blocks/animated-links/AnimatedLinks.tsx';
import { BrandsList } from '../blocks/brands-list/BrandsList.tsx';
import { CategorySelector } from '../blocks/category-selector/CategorySelector.tsx';
import { DoubleHero } from '../blocks/double-hero/DoubleHero.tsx';
import { FeaturedArticles } from '../blocks/featured-articles/FeaturedArticles.tsx';
import { ImageProductSpotlight } from '../blocks/image-product-spotlight/ImageProductSpotlight.tsx';
import { ProductStoryGrid } from '../blocks/product-story-grid/ProductStoryGrid.tsx';
import { Promos } from '../blocks/promos/Promos.tsx';
import { SingleHero } from '../blocks/single-hero/SingleHero.tsx';
import { StarRating } from '../blocks/star-rating/StarRating.tsx';
import { Testimonials } from '../blocks/testimonials/Testimonials.tsx';
import type { BlockComponent, BlockComponents } from '../story/types.ts';

/** The default blocks whose policy is `static`, rendered as Server Components. */
export const staticBlockComponents: BlockComponents = {
  accordion: Accordion as BlockComponent,
  'animated-links': AnimatedLinks as BlockComponent,
  'brands-list': BrandsList as BlockComponent,
  'category-selector': CategorySelector as BlockComponent,
  'double-hero': DoubleHero as BlockComponent,
  'featured-articles': FeaturedArticles as BlockComponent,
  'image-product-spotlight': ImageProductSpotlight as BlockComponent,
  'product-story-grid': ProductStoryGrid as BlockComponent,
  promos: Promos as BlockComponent,
  'single-hero': SingleHero as BlockComponent,
  'star-rating': StarRating as BlockComponent,
  testimonials: Testimonials as BlockComponent,
};
