import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productRecordSchema } from '../feed-format.ts';
import {
  categoryUriFromCentra,
  centraBrandToFeed,
  centraCategoryToFeed,
  centraFieldOf,
  centraProductToFeed,
  type ExistingProduct,
  emptyExisting,
  type ProductMappingContext,
  penceFromCentra,
  stockFromCentra,
  suffixFromSku,
} from './centra-mapping.ts';
import { checkCentraSignature } from './centra-webhook-routes.ts';

/** A product as Centra's Checkout API documentation shows one (older plugin: categories keyed). */
function centraProduct(changes: Record<string, unknown> = {}) {
  return {
    product: '60',
    name: 'Scafell Jacket',
    uri: 'fellside-scafell-jacket',
    sku: '100060-900',
    productSku: '100060',
    brand: '1',
    brandName: 'Fellside',
    brandUri: 'fellside',
    variantName: 'Black',
    excerpt: 'Waterproof.',
    description: 'A three-layer shell.',
    metaTitle: 'Scafell Jacket',
    metaDescription: 'A waterproof jacket.',
    price: '180.00\u00a0GBP',
    priceAsNumber: 180,
    priceBeforeDiscount: '225.00\u00a0GBP',
    priceBeforeDiscountAsNumber: 225,
    category: '4',
    categories: {
      '4': { category: '4', name: ['All', 'Jackets'], uri: 'all/jackets' },
      '9': { category: '9', name: ['Sale'], uri: 'sale' },
    },
    items: [
      { item: '60-1', sizeId: '1', name: 'M', sku: '100060-900-M', ean: '', stock: 'yes' },
      { item: '60-2', sizeId: '2', name: 'L', sku: '100060-900-L', ean: '', stock: 'no' },
    ],
    media: {
      standard: ['https://example.centracdn.net/client/dynamic/images/60_a1-scafell.jpg'],
    },
    swatch: { desc: 'Black', hex: '1B1B1B' },
    ...changes,
  };
}

const context = (changes: Partial<ProductMappingContext> = {}): ProductMappingContext => ({
  existing: emptyExisting(),
  skuByProductId: new Map(),
  categoryUris: new Set(['/all', '/all/jackets', '/sale']),
  now: new Date('2026-11-28T00:00:00Z'),
  ...changes,
});

describe('money from Centra', () => {
  it('turns every whole number of pence, as Centra writes it in pounds, back into the same pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (pence) => {
        expect(penceFromCentra(pence / 100)).toBe(pence);
      }),
    );
  });

  it('refuses fractions of a penny and numbers that are not prices', () => {
    expect(penceFromCentra(10.005)).toBeUndefined();
    expect(penceFromCentra(Number.NaN)).toBeUndefined();
    expect(penceFromCentra(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('stock from Centra', () => {
  it('reads "no" as none, numbers as units, and "yes" as the shop’s count or one', () => {
    expect(stockFromCentra('no', 7)).toBe(0);
    expect(stockFromCentra('yes', 7)).toBe(7);
    expect(stockFromCentra('yes', 0)).toBe(1);
    expect(stockFromCentra('yes', undefined)).toBe(1);
    expect(stockFromCentra(12, 7)).toBe(12);
    expect(stockFromCentra('12', undefined)).toBe(12);
    expect(stockFromCentra(undefined, 4)).toBe(4);
  });
});

describe('names from Centra', () => {
  it('makes a category path of any Centra uri, with one leading slash and none trailing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (parts, slashes) => {
          const uri = slashes ? `/${parts.join('/')}/` : parts.join('/');
          expect(categoryUriFromCentra(uri)).toBe(`/${parts.join('/')}`);
        },
      ),
    );
  });

  it('takes the variant part of a colourway sku as its suffix', () => {
    expect(suffixFromSku('100060-900', '100060')).toBe('900');
    expect(suffixFromSku('p1v2', 'p1')).toBe('v2');
    expect(suffixFromSku('other', 'p1')).toBe('other');
  });

  it('names a feed field by the Centra field it came from', () => {
    expect(centraFieldOf('product', 'variants[2].size')).toBe('items[2].name');
    expect(centraFieldOf('product', 'variants[0].stock')).toBe('items[0].stock');
    expect(centraFieldOf('product', 'priceBeforeDiscountMinor')).toBe(
      'priceBeforeDiscountAsNumber',
    );
    expect(centraFieldOf('product', 'slug')).toBe('uri');
    expect(centraFieldOf('category', 'parentUri')).toBe('inCategory');
    expect(centraFieldOf('brand', 'slug')).toBe('uri');
    expect(centraFieldOf('product', 'name')).toBe('name');
  });
});

describe('a Centra product as a feed product', () => {
  it('maps ids, skus, money in pence, stock, the home category with its ancestors, and media', () => {
    const mapped = centraProductToFeed(centraProduct(), context());
    if (!mapped.ok) throw new Error(JSON.stringify(mapped.problems));
    const record = productRecordSchema.parse(mapped.record);
    expect(record).toMatchObject({
      id: 60,
      code: '100060',
      suffix: '900',
      slug: 'fellside-scafell-jacket',
      sku: '100060-900',
      brand: 'fellside',
      priceMinor: 18000,
      priceBeforeDiscountMinor: 22500,
      colour: { name: 'Black', hex: '#1B1B1B' },
      categories: ['/all/jackets', '/sale', '/all'],
      variants: [
        { sku: '100060-900-M', size: 'M', stock: 1 },
        { sku: '100060-900-L', size: 'L', stock: 0 },
      ],
      images: [{ filename: '60_a1-scafell.jpg', modelImage: false, studioImage: true, order: 1 }],
      // What Centra has no field for, on a product the shop does not have yet: the defaults.
      gender: 'none',
      attributes: {},
      rating: { average: 0, count: 0 },
      createdAt: '2026-11-28T00:00:00.000Z',
      story: null,
    });
  });

  it('keeps what the shop knows and Centra does not say (rating, attributes, gender, stock counts)', () => {
    const known: ExistingProduct = {
      code: '100060',
      suffix: '900',
      gender: 'male',
      colourHex: '#222222',
      attributes: { Waterproof: 'Yes' },
      rating: { average: 4.5, count: 12 },
      createdAt: '2026-01-01T00:00:00.000Z',
      story: null,
      images: [{ filename: '60_a1-scafell.jpg', modelImage: true, studioImage: false, order: 3 }],
      bundleInfo: null,
      stockBySku: new Map([['100060-900-M', 9]]),
    };
    const existing = emptyExisting();
    existing.products.set(60, known);
    const mapped = centraProductToFeed(centraProduct({ swatch: undefined }), context({ existing }));
    if (!mapped.ok) throw new Error(JSON.stringify(mapped.problems));
    expect(mapped.record).toMatchObject({
      gender: 'male',
      attributes: { Waterproof: 'Yes' },
      rating: { average: 4.5, count: 12 },
      createdAt: '2026-01-01T00:00:00.000Z',
      colour: { name: 'Black', hex: '#222222' },
      images: [{ filename: '60_a1-scafell.jpg', modelImage: true, studioImage: false, order: 3 }],
      variants: [{ stock: 9 }, { stock: 0 }],
    });
  });

  it('refuses a product without a price, or priced in another currency, naming Centra’s field', () => {
    const unpriced = centraProductToFeed(centraProduct({ priceAsNumber: null }), context());
    expect(unpriced).toEqual({
      ok: false,
      problems: [
        {
          field: 'priceAsNumber',
          message: 'no price in the pricelist: the product cannot be sold',
        },
      ],
    });
    const kronor = centraProductToFeed(centraProduct({ price: '1 500 SEK' }), context());
    expect(kronor.ok).toBe(false);
    expect(!kronor.ok && kronor.problems[0]?.field).toBe('price');
  });

  it('maps a bundle’s sections to the skus of the products they name', () => {
    const bundle = centraProductToFeed(
      centraProduct({
        bundleInfo: {
          bundle: '60',
          type: 'fixed',
          sections: [{ section: '1', quantity: 2, products: ['61'] }],
        },
      }),
      context({ skuByProductId: new Map([['61', '100061-900']]) }),
    );
    expect(bundle.ok && bundle.record).toMatchObject({
      bundleInfo: { type: 'fixed', items: [{ sku: '100061-900', quantity: 2 }] },
    });
    const dangling = centraProductToFeed(
      centraProduct({
        bundleInfo: { type: 'fixed', sections: [{ quantity: 1, products: ['99'] }] },
      }),
      context(),
    );
    expect(!dangling.ok && dangling.problems[0]?.field).toBe('bundleInfo.sections[0].products[0]');
  });

  it('answers any JSON with a record or with problems, never by throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constant(centraProduct())), (raw) => {
        const mapped = centraProductToFeed(raw, context());
        expect(typeof mapped.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.record({ product: fc.string(), items: fc.jsonValue(), media: fc.jsonValue() }),
        (fields) => {
          const mapped = centraProductToFeed(centraProduct(fields), context());
          expect(mapped.ok || mapped.problems.length > 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Centra categories and brands as feed records', () => {
  it('takes a category’s own name, its parent by inCategory, and keeps the shop’s kind', () => {
    const existing = emptyExisting();
    existing.categories.set('/all/jackets', {
      kind: 'activity',
      metaTitle: 'Jackets for hills',
      metaDescription: 'Ours',
    });
    const mapped = centraCategoryToFeed(
      { category: '4', name: ['All', 'Jackets'], uri: 'all/jackets', inCategory: '1' },
      new Map([['1', '/all']]),
      existing,
    );
    expect(mapped.ok && mapped.record).toEqual({
      type: 'category',
      uri: '/all/jackets',
      name: 'Jackets',
      parentUri: '/all',
      kind: 'activity',
      metaTitle: 'Jackets for hills',
      metaDescription: 'Ours',
    });
    const orphan = centraCategoryToFeed(
      { category: '5', name: ['X'], uri: 'x', inCategory: '77' },
      new Map(),
      existing,
    );
    expect(!orphan.ok && orphan.problems[0]?.field).toBe('inCategory');
  });

  it('takes a brand’s uri as its slug', () => {
    const mapped = centraBrandToFeed(
      { brand: '1', name: 'Fellside', uri: 'fellside', metaDescription: 'Made in Kendal.' },
      emptyExisting(),
    );
    expect(mapped.ok && mapped.record).toEqual({
      type: 'brand',
      slug: 'fellside',
      name: 'Fellside',
      description: 'Made in Kendal.',
      subPages: [],
    });
  });
});

describe("Centra's webhook signature", () => {
  const tolerance = { nowSeconds: 12345678, toleranceSeconds: 300 };

  it("accepts the example of Centra's documentation", () => {
    const check = checkCentraSignature(
      't=12345678,v1=0b9cd84f5d583e5e1aadfb9f160aa8080b51d5b85ff85808d6b75bdac356c549',
      'payload=%7B%22x%22%3A%22test%22%7D',
      'test123',
      tolerance,
    );
    expect(check.ok).toBe(true);
  });

  it('refuses a changed body, a wrong secret, a malformed header and a stale time', () => {
    const header = 't=12345678,v1=0b9cd84f5d583e5e1aadfb9f160aa8080b51d5b85ff85808d6b75bdac356c549';
    const body = 'payload=%7B%22x%22%3A%22test%22%7D';
    expect(checkCentraSignature(header, `${body} `, 'test123', tolerance).ok).toBe(false);
    expect(checkCentraSignature(header, body, 'test124', tolerance).ok).toBe(false);
    expect(checkCentraSignature('t=1,v1=zz', body, 'test123', tolerance).ok).toBe(false);
    expect(checkCentraSignature(undefined, body, 'test123', tolerance).ok).toBe(false);
    const later = { nowSeconds: 12345678 + 301, toleranceSeconds: 300 };
    expect(checkCentraSignature(header, body, 'test123', later)).toEqual({
      ok: false,
      reason: "The signature's time is more than 300 s from now",
    });
  });

  it('never accepts a header that was not made with the secret, whatever the header says', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (header, body) => {
        expect(checkCentraSignature(header, body, 'test123', tolerance).ok).toBe(false);
      }),
    );
  });
});
