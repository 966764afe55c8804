import { describe, expect, it } from 'vitest';
import { blockLoaders } from '../renderer/block-loaders.ts';
import { blockHydration, blockTypesHydrating, hydrationOf } from './policy.ts';

describe('the hydration policy', () => {
  it('names every default block', () => {
    expect(Object.keys(blockHydration).sort()).toEqual(Object.keys(blockLoaders).sort());
  });

  it('keeps the blocks without interaction static, and the carousel and tabs for when visible', () => {
    expect(blockTypesHydrating('static')).toEqual([
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
    expect(blockTypesHydrating('visible')).toEqual(['carousel', 'tabbed-section']);
  });

  it('given overrides, uses them over the defaults, and load for a type it does not know', () => {
    const policy = { 'help-widget': 'interaction', 'shop-banner': 'static' } as const;
    expect(hydrationOf('help-widget', policy)).toBe('interaction');
    expect(hydrationOf('shop-banner', policy)).toBe('static');
    expect(hydrationOf('carousel', policy)).toBe('visible');
    expect(hydrationOf('unknown')).toBe('load');
    expect(blockTypesHydrating('static', policy)).toContain('shop-banner');
  });
});
