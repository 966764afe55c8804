import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './catalogue.ts';
import { categoryAncestors } from './categories.ts';
import { DEMO_CATALOGUE_DATE, NEW_IN_DAYS } from './line-products.ts';
import { type DemoProduct, otherColourways } from './products.ts';

const catalogue = generateDemoCatalogue();
const { products } = catalogue;
const everyday = products.filter((product) => product.bundleInfo === null);
const listedIn = (uri: string) => products.filter((p) => p.categoryUris.includes(uri));
const isDiscounted = (p: DemoProduct) => p.priceMinor < p.priceBeforeDiscountMinor;

describe('generateDemoCatalogue', () => {
  it('returns equal data on every call', () => {
    expect(generateDemoCatalogue()).toEqual(catalogue);
  });

  it('returns fresh objects, so one caller cannot change what the next one gets', () => {
    const first = generateDemoCatalogue();
    first.products[0]?.variants.splice(0);
    expect(generateDemoCatalogue().products[0]?.variants.length).toBeGreaterThan(0);
  });

  it('keeps its stable facts', () => {
    expect({
      products: products.length,
      codes: new Set(products.map((p) => p.code)).size,
      brands: catalogue.brands.length,
      categories: catalogue.categories.length,
      stores: catalogue.stores.length,
      guides: catalogue.guides.length,
      articles: catalogue.articles.length,
      firstSlug: products[0]?.slug,
      lastSlug: products.at(-1)?.slug,
    }).toEqual({
      products: 920,
      codes: 512,
      brands: 31,
      categories: 147,
      stores: 16,
      guides: 16,
      articles: 12,
      firstSlug: 'moraine-mens-nevis-gore-tex-jacket-104211-923',
      lastSlug: 'cairn-gift-card-250-990250-932',
    });
  });
});

describe('products', () => {
  it('has at least 800 products', () => {
    expect(products.length).toBeGreaterThanOrEqual(800);
  });

  it('gives every product a single-segment slug ending in code and suffix', () => {
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9-]+-\d{6}-\d{3}$/);
      expect(p.slug.endsWith(`-${p.code}-${p.suffix}`)).toBe(true);
      expect(p.slug.startsWith(`${p.brandSlug}-`)).toBe(true);
      expect(p.code).toMatch(/^\d{6}$/);
      expect(p.suffix).toMatch(/^\d{3}$/);
    }
  });

  it('puts mens or womens in the slug exactly for male and female products', () => {
    for (const p of products) {
      const word = p.slug.slice(p.brandSlug.length + 1).split('-')[0];
      expect(word === 'mens').toBe(p.gender === 'male');
      expect(word === 'womens').toBe(p.gender === 'female');
    }
  });

  it('has unique ids, slugs, skus and variant skus', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(products.map((p) => p.id))).toBe(true);
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(products.map((p) => p.sku))).toBe(true);
    const skus = products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]);
    expect(unique(skus)).toBe(true);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
  });

  it('lists every product only in categories that exist, home and ancestors first', () => {
    const uris = new Set(catalogue.categories.map((category) => category.uri));
    const problems: string[] = [];
    for (const p of products) {
      const listed = new Set(p.categoryUris);
      const [home = ''] = p.categoryUris;
      const homeAncestors = categoryAncestors(home);
      if (p.categoryUris.slice(1, 1 + homeAncestors.length).join() !== homeAncestors.join()) {
        problems.push(`${p.slug}: home ancestors out of order`);
      }
      for (const uri of p.categoryUris) {
        if (!uris.has(uri)) problems.push(`${p.slug}: unknown ${uri}`);
        for (const ancestor of categoryAncestors(uri)) {
          if (!listed.has(ancestor)) problems.push(`${p.slug}: ${uri} without ${ancestor}`);
        }
      }
      if (listed.size !== p.categoryUris.length) problems.push(`${p.slug}: duplicate listing`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves no category empty', () => {
    const empty = catalogue.categories.filter((c) => listedIn(c.uri).length === 0);
    expect(empty.map((c) => c.uri)).toEqual([]);
  });

  it('prices in integer pence, discounted below the price before discount', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceMinor)).toBe(true);
      expect(Number.isInteger(p.priceBeforeDiscountMinor)).toBe(true);
      expect(p.priceMinor).toBeGreaterThan(0);
      expect(p.priceMinor).toBeLessThanOrEqual(p.priceBeforeDiscountMinor);
    }
  });

  it('discounts about a fifth of products and lists exactly those in the sale', () => {
    const share = products.filter(isDiscounted).length / products.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.28);
    for (const p of products) expect(p.categoryUris.includes('/sale')).toBe(isDiscounted(p));
    for (const uri of ['/mens/sale', '/womens/sale', '/kids/sale', '/all/sale/skiing']) {
      expect(listedIn(uri).every(isDiscounted)).toBe(true);
    }
  });

  it('lists recent products as new in', () => {
    const newIn = listedIn('/all/new-in');
    expect(newIn.length).toBeGreaterThan(20);
    const cutoff = Date.parse(DEMO_CATALOGUE_DATE) - NEW_IN_DAYS * 86_400_000;
    for (const p of newIn) expect(Date.parse(p.createdAt)).toBeGreaterThan(cutoff);
    for (const p of products) expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
  });

  it('sells colourways as separate products sharing a code, name and brand', () => {
    const byCode = new Map<string, DemoProduct[]>();
    for (const p of everyday) byCode.set(p.code, [...(byCode.get(p.code) ?? []), p]);
    const multi = [...byCode.values()].filter((group) => group.length > 1);
    expect(multi.length).toBeGreaterThan(150);
    for (const group of byCode.values()) {
      expect(new Set(group.map((p) => p.name)).size).toBe(1);
      expect(new Set(group.map((p) => p.brandSlug)).size).toBe(1);
      expect(new Set(group.map((p) => p.gender)).size).toBe(1);
      expect(new Set(group.map((p) => p.suffix)).size).toBe(group.length);
      expect(new Set(group.map((p) => p.colour.name)).size).toBe(group.length);
      expect(new Set(group.map((p) => p.priceBeforeDiscountMinor)).size).toBe(1);
    }
  });

  it('finds the other colourways of a product for its page', () => {
    const jacket = products.find((p) => otherColourways(products, p).length >= 2);
    if (!jacket) throw new Error('expected a product in three colours');
    const others = otherColourways(products, jacket);
    expect(others.every((p) => p.code === jacket.code && p.suffix !== jacket.suffix)).toBe(true);
    expect(others.map((p) => p.suffix)).toEqual(others.map((p) => p.suffix).sort());
  });

  it('stocks 0-40 of each variant, with some sizes and a few products sold out', () => {
    const variants = products.flatMap((p) => p.variants);
    for (const v of variants) {
      expect(Number.isInteger(v.stock)).toBe(true);
      expect(v.stock).toBeGreaterThanOrEqual(0);
      expect(v.stock).toBeLessThanOrEqual(40);
    }
    expect(variants.filter((v) => v.stock === 0).length).toBeGreaterThan(100);
    const soldOut = products.filter((p) => p.variants.every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThan(5);
    expect(soldOut.length).toBeLessThan(products.length * 0.08);
  });

  it('sizes products to fit their category', () => {
    const sizesIn = (uri: string) =>
      new Set(
        listedIn(uri)
          .filter((p) => p.bundleInfo === null)
          .flatMap((p) => p.variants.map((v) => v.size)),
      );
    for (const size of sizesIn('/all/footwear/hiking-footwear')) expect(size).toMatch(/^UK \d/);
    for (const size of sizesIn('/all/equipment/ski-equipment/skis'))
      expect(size).toMatch(/^\d{3}cm$/);
    for (const size of sizesIn('/mens/clothing/jackets'))
      expect(['S', 'M', 'L', 'XL', 'XXL', 'XS']).toContain(size);
    expect(sizesIn('/all/equipment/camping-equipment/tents')).toEqual(new Set(['One Size']));
  });

  it('shows 3-5 images, 01 first as the studio thumbnail, ordered by their number', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(5);
      p.images.forEach((image, i) => {
        const number = String(i + 1).padStart(2, '0');
        expect(image.filename).toBe(`${p.slug}-${number}.jpg`);
        expect(image.order).toBe(i + 1);
      });
      expect(p.images[0]?.studioImage).toBe(true);
      expect(p.images[0]?.modelImage).toBe(false);
    }
    expect(
      products.filter((p) => p.images.some((image) => image.modelImage)).length,
    ).toBeGreaterThan(300);
  });

  it('writes copy, meta tags, attributes and ratings for every product', () => {
    for (const p of products) {
      expect(p.description.length).toBeGreaterThan(p.excerpt.length);
      expect(p.metaTitle).toContain(p.name);
      expect(p.metaDescription.length).toBeLessThanOrEqual(160);
      expect(p.colour.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(Object.keys(p.attributes).length).toBeGreaterThan(0);
      expect(p.rating.average).toBeGreaterThanOrEqual(0);
      expect(p.rating.average).toBeLessThanOrEqual(5);
    }
  });

  it('uses every gender value of the shop', () => {
    expect(new Set(products.map((p) => p.gender))).toEqual(
      new Set(['none', 'male', 'female', 'unisex', 'boys', 'girls', 'kids unisex']),
    );
  });

  it('only uses brands that exist', () => {
    const brands = new Map(catalogue.brands.map((brand) => [brand.slug, brand.name]));
    for (const p of products) expect(brands.get(p.brandSlug)).toBe(p.brandName);
  });
});

describe('bundles', () => {
  const bundles = products.filter((p) => p.bundleInfo !== null);
  const productsBySku = new Map(everyday.map((p) => [p.sku, p]));
  const variantsBySku = new Map(everyday.flatMap((p) => p.variants.map((v) => [v.sku, v])));

  it('has at least three fixed and three flexible bundles', () => {
    const types = bundles.map((bundle) => bundle.bundleInfo?.type);
    expect(types.filter((type) => type === 'fixed').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((type) => type === 'flexible').length).toBeGreaterThanOrEqual(3);
  });

  it('fixes in-stock variants in a fixed bundle', () => {
    for (const bundle of bundles.filter((b) => b.bundleInfo?.type === 'fixed')) {
      for (const item of bundle.bundleInfo?.items ?? []) {
        expect(variantsBySku.get(item.sku)?.stock).toBeGreaterThan(0);
        expect(item.choices).toBeUndefined();
      }
    }
  });

  it('lets a flexible bundle choose among the variants of a real product', () => {
    for (const bundle of bundles.filter((b) => b.bundleInfo?.type === 'flexible')) {
      for (const item of bundle.bundleInfo?.items ?? []) {
        const product = productsBySku.get(item.sku);
        expect(product).toBeDefined();
        const own = product?.variants.map((v) => v.sku);
        expect(item.choices?.length).toBeGreaterThan(0);
        for (const choice of item.choices ?? []) expect(own).toContain(choice);
      }
    }
  });

  it('prices a bundle below the sum of its parts', () => {
    for (const bundle of bundles) {
      const parts = (bundle.bundleInfo?.items ?? []).reduce((sum, item) => {
        const product =
          productsBySku.get(item.sku) ??
          everyday.find((p) => p.variants.some((v) => v.sku === item.sku));
        return sum + (product?.priceMinor ?? 0) * item.quantity;
      }, 0);
      expect(bundle.priceMinor).toBeLessThan(parts);
    }
  });
});

describe('gift cards', () => {
  it('sells house-brand gift cards under /all/gift-cards', () => {
    const cards = listedIn('/all/gift-cards');
    expect(cards.map((card) => card.priceMinor)).toEqual([2500, 5000, 10000, 25000]);
    for (const card of cards) expect(card.brandSlug).toBe('cairn');
  });
});
