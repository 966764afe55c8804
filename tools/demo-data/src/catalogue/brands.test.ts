import { describe, expect, it } from 'vitest';
import { BRAND_SUB_PAGES, generateBrands } from './brands.ts';

describe('generateBrands', () => {
  const brands = generateBrands();

  it('has about thirty brands with unique kebab-case slugs', () => {
    expect(brands.length).toBeGreaterThanOrEqual(28);
    expect(brands.length).toBeLessThanOrEqual(35);
    for (const brand of brands) expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(brands.map((brand) => brand.slug)).size).toBe(brands.length);
  });

  it('turns an ampersand into "and" in the slug', () => {
    expect(brands.find((brand) => brand.name === 'Bracken & Birch')?.slug).toBe(
      'bracken-and-birch',
    );
  });

  it('draws sub-pages from R-REDIRECT-5 and uses every one of them', () => {
    const used = new Set(brands.flatMap((brand) => brand.subPages));
    for (const brand of brands) {
      expect(brand.subPages.length).toBeGreaterThan(0);
      for (const sub of brand.subPages) expect(BRAND_SUB_PAGES).toContain(sub);
    }
    expect([...used].sort()).toEqual([...BRAND_SUB_PAGES].sort());
  });

  it('has a brand whose sub-pages are exactly mens, womens, mountain and hike', () => {
    const match = brands.find(
      (brand) => [...brand.subPages].sort().join() === 'hike,mens,mountain,womens',
    );
    expect(match?.name).toBe('Northwall');
  });

  it('describes every brand', () => {
    for (const brand of brands) expect(brand.description.length).toBeGreaterThan(20);
  });
});
