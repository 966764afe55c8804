import { describe, expect, it } from 'vitest';
import { categoryAncestors, generateCategories } from './categories.ts';

// Every listing path requirements R-REDIRECT-6 to R-REDIRECT-8 name, written out as listed there.
const SEED_PATHS = [
  '/all',
  '/all/clothing',
  '/all/clothing/accessories/hats',
  '/all/clothing/accessories/socks',
  '/all/clothing/base-layers',
  '/all/clothing/jackets',
  '/all/clothing/jackets/insulated-jackets',
  '/all/clothing/jackets/ski-jackets',
  '/all/clothing/mid-layers-fleece',
  '/all/clothing/mid-layers-fleece/gilets',
  '/all/clothing/hoodies-jumpers',
  '/all/clothing/tops/shirts',
  '/all/clothing/bottoms/shorts',
  '/all/footwear',
  '/all/footwear/climbing-shoes',
  '/all/footwear/hiking-footwear',
  '/all/footwear/flip-flops-sandals',
  '/all/footwear/snow-boots',
  ...[
    'bouldering',
    'crampons',
    'harnesses',
    'ropes',
    'ice-axes-protection',
    'climbing-helmets',
    'climbing-accessories',
  ].map((leaf) => `/all/equipment/climbing-equipment/${leaf}`),
  ...[
    'cooking-equipment',
    'furniture/chairs',
    'furniture/tables',
    'camping-mats',
    'tents',
    'sleeping-bags',
    'camping-accessories',
  ].map((leaf) => `/all/equipment/camping-equipment/${leaf}`),
  ...[
    'skis',
    'ski-boots',
    'ski-bindings',
    'ski-goggles',
    'ski-helmets',
    'ski-poles',
    'avalanche-safety',
    'servicing',
  ].map((leaf) => `/all/equipment/ski-equipment/${leaf}`),
  ...[
    'backpacks',
    'hip-packs',
    'dry-bags-stuff-sacks',
    'luggage/duffel-bags',
    'running-packs-vests',
  ].map((leaf) => `/all/equipment/packs-luggage/${leaf}`),
  ...[
    'hydration',
    'head-torches',
    'books',
    'wash-repair',
    'maps-navigation-guides',
    'sunglasses',
    'sun-protection',
  ].map((leaf) => `/all/equipment/equipment-accessories/${leaf}`),
  '/all/equipment/paddleboarding',
  '/all/skiing',
  '/all/skiing/skiing-clothing',
  '/all/climbing',
  '/all/climbing/climbing-clothing',
  '/all/hiking',
  '/all/hiking/hiking-clothing',
  '/all/trail-running',
  '/all/trail-running/trail-running-clothing',
  '/all/swimming',
  '/all/swimming/swimwear',
  '/all/mountaineering',
  '/sale',
  '/all/sale',
  ...['clothing', 'footwear', 'equipment', 'camping', 'climbing', 'hiking', 'skiing'].map(
    (section) => `/all/sale/${section}`,
  ),
  '/mens/sale',
  '/kids/sale',
  '/womens/sale',
  '/all/new-in',
  '/all/gifts',
  '/all/gifts/for-her',
  '/all/gifts/skiing',
  '/all/gift-cards',
  '/mens',
  '/womens',
  '/kids/clothing',
  '/kids/equipment/ski-equipment',
];

describe('generateCategories', () => {
  const categories = generateCategories();
  const byUri = new Map(categories.map((category) => [category.uri, category]));

  it.each(SEED_PATHS)('includes the listed path %s', (uri) => {
    expect(byUri.has(uri)).toBe(true);
  });

  it('has every intermediate path, listed before its children', () => {
    const seen = new Set<string>();
    for (const category of categories) {
      for (const ancestor of categoryAncestors(category.uri)) expect(seen).toContain(ancestor);
      expect(category.parentUri).toBe(categoryAncestors(category.uri).at(-1) ?? null);
      seen.add(category.uri);
    }
    expect(byUri.has('/all/equipment')).toBe(true);
    expect(byUri.has('/all/equipment/camping-equipment/furniture')).toBe(true);
  });

  it('has unique uris and only the roots have no parent', () => {
    expect(byUri.size).toBe(categories.length);
    const roots = categories.filter((category) => category.parentUri === null).map((c) => c.uri);
    expect(roots.sort()).toEqual(['/all', '/kids', '/mens', '/sale', '/womens']);
  });

  it('mirrors the clothing and footwear trees for men and women', () => {
    for (const path of ['clothing/jackets/insulated-jackets', 'footwear/hiking-footwear']) {
      expect(byUri.get(`/mens/${path}`)?.kind).toBe('gender');
      expect(byUri.get(`/womens/${path}`)?.kind).toBe('gender');
    }
    expect(byUri.get('/mens/clothing/jackets')?.name).toBe("Men's Jackets");
  });

  it('uses UK English names and fills the meta tags', () => {
    expect(byUri.get('/all/clothing/mid-layers-fleece')?.name).toBe('Mid Layers & Fleece');
    for (const category of categories) {
      expect(category.name).not.toMatch(/color|gray/i);
      expect(category.metaTitle).toBe(`${category.name} | Cairn`);
      expect(category.metaDescription.length).toBeGreaterThan(20);
      expect(category.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives each listing its kind', () => {
    expect(byUri.get('/all/clothing')?.kind).toBe('catalogue');
    expect(byUri.get('/all/skiing')?.kind).toBe('activity');
    expect(byUri.get('/all/sale/skiing')?.kind).toBe('sale');
    expect(byUri.get('/kids/sale')?.kind).toBe('sale');
    expect(byUri.get('/all/new-in')?.kind).toBe('collection');
    expect(byUri.get('/kids/clothing')?.kind).toBe('gender');
  });
});

describe('categoryAncestors', () => {
  it('lists ancestors root first, without the category itself', () => {
    expect(categoryAncestors('/all/clothing/jackets/ski-jackets')).toEqual([
      '/all',
      '/all/clothing',
      '/all/clothing/jackets',
    ]);
  });

  it('gives a root no ancestors', () => {
    expect(categoryAncestors('/all')).toEqual([]);
    expect(categoryAncestors('/sale')).toEqual([]);
  });
});
