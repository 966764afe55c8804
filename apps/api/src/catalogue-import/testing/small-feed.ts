import type { FeedMode, FeedRecordInput } from '../feed-format.ts';
import { feedLines } from '../feed-lines.ts';
import { type ReadFeed, readFeed } from '../feed-reading.ts';

type ProductInput = Extract<FeedRecordInput, { type: 'product' }>;

/** A small shop: one brand, a category tree of two, and `count` products (ids from 1). */
export function smallCatalogue(count = 3): FeedRecordInput[] {
  return [
    { type: 'brand', slug: 'fellside', name: 'Fellside', description: 'Made in Kendal.' },
    {
      type: 'category',
      uri: '/all',
      name: 'All',
      parentUri: null,
      kind: 'catalogue',
      metaTitle: 'All',
      metaDescription: 'Everything',
    },
    {
      type: 'category',
      uri: '/all/jackets',
      name: 'Jackets',
      parentUri: '/all',
      kind: 'catalogue',
      metaTitle: 'Jackets',
      metaDescription: 'Jackets',
    },
    ...Array.from({ length: count }, (_, index) => smallProduct(index + 1)),
  ];
}

/** Product `id`: two sizes (`FS-<id>-M`, `FS-<id>-L`), £100.00. */
export function smallProduct(id: number, changes: Partial<ProductInput> = {}): ProductInput {
  return {
    type: 'product',
    id,
    code: String(100000 + id),
    suffix: '900',
    slug: `fellside-scafell-jacket-${100000 + id}-900`,
    sku: `FS-${id}`,
    name: 'Scafell Jacket',
    brand: 'fellside',
    gender: 'male',
    priceMinor: 10000,
    priceBeforeDiscountMinor: 10000,
    colour: { name: 'Black', hex: '#1B1B1B' },
    description: 'A waterproof jacket.',
    excerpt: 'Waterproof.',
    meta: { title: 'Scafell Jacket', description: 'A waterproof jacket.' },
    images: [{ filename: `fs-${id}-01.jpg`, modelImage: false, studioImage: true, order: 1 }],
    attributes: { Waterproof: 'Yes' },
    rating: { average: 4.5, count: 12 },
    createdAt: '2026-01-01T00:00:00Z',
    categories: ['/all/jackets', '/all'],
    variants: [
      { sku: `FS-${id}-M`, size: 'M', stock: 5 },
      { sku: `FS-${id}-L`, size: 'L', stock: 3 },
    ],
    ...changes,
  };
}

/** A feed's text: the header, then one record a line. */
export function feedText(records: unknown[], mode: FeedMode = 'full'): string {
  return [{ type: 'feed', version: 1, mode }, ...records]
    .map((record) => JSON.stringify(record))
    .join('\n');
}

export function readFeedText(text: string, mode?: FeedMode): Promise<ReadFeed> {
  return readFeed(feedLines([text]), { mode });
}
