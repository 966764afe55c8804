// @vitest-environment node
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as accordionStories from './blocks/accordion/Accordion.stories.tsx';
import * as animatedLinksStories from './blocks/animated-links/AnimatedLinks.stories.tsx';
import * as appointmentStoreStories from './blocks/appointment-store/AppointmentStore.stories.tsx';
import * as brandsListStories from './blocks/brands-list/BrandsList.stories.tsx';
import * as carouselBlockStories from './blocks/carousel/CarouselBlock.stories.tsx';
import * as categorySelectorStories from './blocks/category-selector/CategorySelector.stories.tsx';
import * as doubleHeroStories from './blocks/double-hero/DoubleHero.stories.tsx';
import * as embeddedHtmlStories from './blocks/embedded-html/EmbeddedHtml.stories.tsx';
import * as featuredArticlesStories from './blocks/featured-articles/FeaturedArticles.stories.tsx';
import * as helpWidgetStories from './blocks/help-widget/HelpWidget.stories.tsx';
import * as imageProductSpotlightStories from './blocks/image-product-spotlight/ImageProductSpotlight.stories.tsx';
import * as productStoryGridStories from './blocks/product-story-grid/ProductStoryGrid.stories.tsx';
import * as promosStories from './blocks/promos/Promos.stories.tsx';
import * as singleHeroStories from './blocks/single-hero/SingleHero.stories.tsx';
import * as starRatingStories from './blocks/star-rating/StarRating.stories.tsx';
import * as tabbedSectionStories from './blocks/tabbed-section/TabbedSection.stories.tsx';
import * as testimonialsStories from './blocks/testimonials/Testimonials.stories.tsx';
import * as trackingWidgetStories from './blocks/tracking-widget/TrackingWidget.stories.tsx';
import * as videoStories from './blocks/video/Video.stories.tsx';
import { anchorEntries, StoryRenderer } from './index.ts';
import * as storyRendererStories from './renderer/StoryRenderer.stories.tsx';
import { homeStory } from './testing/fixtures.ts';

// Every story of every block, rendered as the shop's server does: Node, no window, no document.
const modules: Record<string, Parameters<typeof composeStories>[0]> = {
  Accordion: accordionStories,
  AnimatedLinks: animatedLinksStories,
  AppointmentStore: appointmentStoreStories,
  BrandsList: brandsListStories,
  CarouselBlock: carouselBlockStories,
  CategorySelector: categorySelectorStories,
  DoubleHero: doubleHeroStories,
  EmbeddedHtml: embeddedHtmlStories,
  FeaturedArticles: featuredArticlesStories,
  HelpWidget: helpWidgetStories,
  ImageProductSpotlight: imageProductSpotlightStories,
  ProductStoryGrid: productStoryGridStories,
  Promos: promosStories,
  SingleHero: singleHeroStories,
  StarRating: starRatingStories,
  TabbedSection: tabbedSectionStories,
  Testimonials: testimonialsStories,
  TrackingWidget: trackingWidgetStories,
  Video: videoStories,
  StoryRenderer: storyRendererStories,
};

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  for (const [name, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComponentType]>;
    it.each(stories)(`${name}: the %s story renders to a string`, (_name, Story) => {
      const html = renderToString(<Story />);
      expect(html).toMatch(/^</);
    });
  }

  it('renders a story page with its section ids and anchor entries matching', () => {
    const html = renderToString(<StoryRenderer story={homeStory} />);
    expect(html).toContain('<section id="hero-section"');
    for (const entry of anchorEntries(homeStory)) expect(html).toContain(`id="${entry.id}"`);
  });
});
