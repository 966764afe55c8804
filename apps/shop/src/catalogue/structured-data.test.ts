import type { ProductPage } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { jsonForScript, productBreadcrumbs, productStructuredData } from './structured-data.ts';

const product = {
  id: 1,
  sku: '104211-923',
  uri: '/moraine-mens-nevis-gore-tex-jacket-104211-923',
  slug: 'moraine-mens-nevis-gore-tex-jacket-104211-923',
  code: '104211',
  suffix: '923',
  name: 'Nevis Gore-Tex Jacket',
  brandName: 'Moraine',
  brandSlug: 'moraine',
  gender: 'male',
  currency: 'GBP',
  priceAsNumber: 249.5,
  priceBeforeDiscountAsNumber: 249.5,
  discountPercent: 0,
  excerpt: 'A waterproof jacket.',
  description: '',
  metaTitle: '',
  metaDescription: '',
  thumbnail: { image: { filename: 'x-01.jpg', alt: '' } },
  images: [{ filename: 'x-01.jpg', model_image: false, studio_image: true }],
  colour: { name: 'Teal', hex: '#00807f' },
  categoryName: ['Jackets', 'Clothing', 'All', 'Hiking', 'Mens'],
  categoryUris: ['/all/clothing/jackets', '/all/clothing', '/all', '/all/hiking', '/mens'],
  bundleInfo: null,
  story: null,
  items: [
    { sku: '104211-923-m', size: 'M', stock: 3, available: true },
    { sku: '104211-923-l', size: 'L', stock: 0, available: false },
  ],
  available: true,
  rating: { average: 4.4, count: 31 },
  attributes: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  otherColours: [],
} satisfies ProductPage;

describe('product structured data', () => {
  it('breadcrumbs follow the home category and its ancestors, root first', () => {
    expect(productBreadcrumbs(product).map((crumb) => crumb.uri)).toEqual([
      '/all',
      '/all/clothing',
      '/all/clothing/jackets',
    ]);
  });

  it('gives a Product with an Offer per size and a BreadcrumbList ending at the product', () => {
    const [item, breadcrumbs] = productStructuredData(
      product,
      productBreadcrumbs(product),
      'https://cairn.example',
    ) as unknown as [{ offers: unknown[] }, { itemListElement: unknown[] }];
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Moraine Nevis Gore-Tex Jacket',
      brand: { name: 'Moraine' },
      aggregateRating: { ratingValue: 4.4, reviewCount: 31 },
    });
    expect(item?.offers).toEqual([
      expect.objectContaining({
        sku: '104211-923-m',
        price: '249.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        sku: '104211-923-l',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
    expect(breadcrumbs?.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 4,
      name: 'Nevis Gore-Tex Jacket',
      item: 'https://cairn.example/moraine-mens-nevis-gore-tex-jacket-104211-923',
    });
  });

  it('escapes < so product text cannot end the script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
