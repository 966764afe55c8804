import { describe, expect, it } from 'vitest';
import { generateArticles } from './articles.ts';
import { generateCategories } from './catalogue/categories.ts';
import { generateGuides } from './guides.ts';

describe('generateGuides', () => {
  const guides = generateGuides();
  const slugs = guides.map((guide) => guide.slug);

  it('has the buying guides, kit lists and care guides of R-REDIRECT-9', () => {
    expect(slugs).toEqual(
      expect.arrayContaining([
        'ski-buying-guide',
        'ski-boot-buying-guide',
        'ski-helmet-buying-guide',
        'ski-goggles-buying-guide',
        'ski-pole-buying-guide',
        'tent-buying-guide',
        'sleeping-bag-buying-guide',
        'wetsuit-buying-guide',
        'trail-running-packs-buying-guide',
        'ski-touring-kit-list',
        'how-to-wash-ski-gloves',
      ]),
    );
    expect(new Set(guides.map((guide) => guide.kind))).toEqual(
      new Set(['buying-guide', 'kit-list', 'care-guide']),
    );
  });

  it('has unique kebab-case slugs that point at existing categories', () => {
    const uris = new Set(generateCategories().map((category) => category.uri));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const guide of guides) {
      expect(guide.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(uris).toContain(guide.categoryUri);
    }
  });
});

describe('generateArticles', () => {
  const articles = generateArticles();

  it('has about a dozen articles including the ski holiday competition', () => {
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(articles.map((article) => article.slug)).toContain('ski-holiday-competition');
  });

  it('lists articles newest first with ISO dates', () => {
    const dates = articles.map((article) => article.publishedAt);
    for (const date of dates) expect(new Date(date).toISOString()).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
