import { describe, expect, it } from 'vitest';
import { demoCatalogueProducts, generateDemoCatalogue } from './catalogue.ts';
import { categoryAncestors } from './categories.ts';
import type { DemoProduct } from './products.ts';
import { MAX_SCALED_PRODUCTS } from './scaled-products.ts';

const big = generateDemoCatalogue({ products: 50_000 });
const { products } = big;
const everyday = products.filter(
  (p) => p.bundleInfo === null && p.categoryUris[0] !== '/all/gift-cards',
);

const share = (test: (p: DemoProduct) => boolean) => products.filter(test).length / products.length;

describe('generateDemoCatalogue({ products })', () => {
  it('makes exactly the number asked for, ids 1 to n', () => {
    for (const n of [1, 7, 999, 1000, 2500]) {
      const { products: made } = generateDemoCatalogue({ products: n });
      expect(made.length).toBe(n);
      expect(made.map((p) => p.id)).toEqual(made.map((_, i) => i + 1));
    }
    expect(products.length).toBe(50_000);
  });

  it('makes the same catalogue on every call, and a longer one starts with a shorter one', () => {
    expect(generateDemoCatalogue({ products: 2500 })).toEqual(
      generateDemoCatalogue({ products: 2500 }),
    );
    const shorter = generateDemoCatalogue({ products: 3000 }).products.slice(0, 2000);
    expect(everyday.slice(0, 2000)).toEqual(shorter);
  });

  it('streams the same products it returns', () => {
    expect([...demoCatalogueProducts({ products: 1500 })]).toEqual(
      generateDemoCatalogue({ products: 1500 }).products,
    );
  });

  it('refuses counts it cannot make', () => {
    for (const n of [0, -1, 1.5, Number.NaN, MAX_SCALED_PRODUCTS + 1]) {
      expect(() => generateDemoCatalogue({ products: n })).toThrow(RangeError);
    }
  });

  it('keeps ids, slugs, skus, variant skus and codes per style unique', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(products.map((p) => p.sku))).toBe(true);
    expect(unique(products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]))).toBe(true);
    // A code is one style: every product sharing it has its name, brand and gender.
    const styles = new Map<string, string>();
    for (const p of products) {
      const style = `${p.name}|${p.brandSlug}|${p.gender}`;
      expect(styles.get(p.code) ?? style).toBe(style);
      styles.set(p.code, style);
      expect(p.slug).toMatch(/^[a-z0-9-]+-\d{6}-\d{3}$/);
    }
  });

  it('uses every brand, every category and every gender', () => {
    expect(new Set(products.map((p) => p.brandSlug))).toEqual(
      new Set(big.brands.map((b) => b.slug)),
    );
    const listed = new Set(products.flatMap((p) => p.categoryUris));
    expect(big.categories.filter((c) => !listed.has(c.uri)).map((c) => c.uri)).toEqual([]);
    expect(new Set(products.map((p) => p.gender)).size).toBe(7);
  });

  it('lists products in categories that exist, with their ancestors', () => {
    const uris = new Set(big.categories.map((c) => c.uri));
    for (const p of products.slice(0, 5000)) {
      for (const uri of p.categoryUris) {
        expect(uris.has(uri)).toBe(true);
        for (const ancestor of categoryAncestors(uri)) expect(p.categoryUris).toContain(ancestor);
      }
    }
  });

  it('spreads like a mid-size retailer: two or three colourways, several sizes, a fifth on sale', () => {
    const codes = new Set(everyday.map((p) => p.code)).size;
    expect(everyday.length / codes).toBeGreaterThan(1.8);
    expect(everyday.length / codes).toBeLessThan(3);
    const sized = everyday.filter((p) => p.variants.length > 1);
    const sizes = sized.reduce((sum, p) => sum + p.variants.length, 0) / sized.length;
    expect(sizes).toBeGreaterThan(4);
    expect(sizes).toBeLessThan(8);
    expect(share((p) => p.priceMinor < p.priceBeforeDiscountMinor)).toBeGreaterThan(0.12);
    expect(share((p) => p.priceMinor < p.priceBeforeDiscountMinor)).toBeLessThan(0.25);
    expect(share((p) => p.categoryUris.includes('/all/new-in'))).toBeGreaterThan(0.05);
    expect(share((p) => p.rating.count > 0)).toBeGreaterThan(0.75);
    expect(new Set(products.map((p) => p.createdAt)).size).toBeGreaterThan(1000);
    expect(new Set(products.map((p) => p.colour.name)).size).toBeGreaterThan(25);
    expect(new Set(products.map((p) => p.priceMinor)).size).toBeGreaterThan(300);
    expect(share((p) => Object.keys(p.attributes).length > 0)).toBeGreaterThan(0.9);
  });

  it('keeps bundles, gift cards and product stories few', () => {
    expect(products.filter((p) => p.bundleInfo !== null).length).toBe(8);
    expect(products.filter((p) => p.categoryUris[0] === '/all/gift-cards').length).toBe(4);
    const storied = products.filter((p) => p.story !== null);
    expect(storied.length).toBeGreaterThan(0);
    expect(new Set(storied.map((p) => p.code)).size).toBeLessThanOrEqual(3);
  });

  it('builds bundles from products that exist and are in stock', () => {
    const skus = new Set(products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]));
    for (const bundle of products.filter((p) => p.bundleInfo !== null)) {
      for (const item of bundle.bundleInfo?.items ?? []) expect(skus.has(item.sku)).toBe(true);
    }
  });
});
