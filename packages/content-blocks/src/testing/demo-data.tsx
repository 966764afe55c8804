// The root Storybook loads @cairn/ui's stylesheet; the blocks' own comes with the stories.
import '../styles.css';
import type { Decorator } from '@storybook/react';
import { BlockDataProvider } from '../data/BlockDataProvider.tsx';
import type { BlockData, BlockProduct } from '../data/block-data.tsx';
import { BlockComponentsContext } from '../renderer/components-context.tsx';
import { defaultComponents } from '../renderer/default-components.ts';

/** Demo products for stories and tests, shaped like the shop's catalogue. */
export const demoProducts: BlockProduct[] = [
  {
    sku: '123456-001',
    name: 'Microlight Alpine Down Jacket',
    brandName: 'Rab',
    href: '/rab-mens-microlight-alpine-down-jacket-123456-001',
    priceAsNumber: 190,
    priceBeforeDiscountAsNumber: 240,
    image: {
      src: '/images/products/rab-mens-microlight-alpine-down-jacket-blue-123456-001-01.jpg',
      alt: 'Rab Microlight Alpine Down Jacket in blue',
    },
  },
  {
    sku: '234567-002',
    name: 'Terrex Free Hiker 2 GTX Boots',
    brandName: 'adidas TERREX',
    href: '/adidas-terrex-free-hiker-2-gtx-boots-234567-002',
    priceAsNumber: 175,
    image: {
      src: '/images/products/adidas-terrex-free-hiker-2-gtx-boots-grey-234567-002-01.jpg',
      alt: 'Grey walking boots',
    },
  },
  {
    sku: '345678-003',
    name: 'Trail 25 Daysack',
    brandName: 'Osprey',
    href: '/osprey-trail-25-daysack-345678-003',
    priceAsNumber: 85,
    image: {
      src: '/images/products/osprey-trail-25-daypack-green-345678-003-01.jpg',
      alt: 'Green 25 litre rucksack',
    },
  },
];

/** Block data backed by the demo products, articles and stores. */
export const demoBlockData: BlockData = {
  getProductsBySku: (skus) =>
    skus.flatMap((sku) => demoProducts.filter((product) => product.sku === sku)),
  getArticles: ({ limit }) =>
    [
      {
        uuid: 'a1',
        title: 'How to choose walking boots',
        href: '/guides/how-to-choose-walking-boots',
        excerpt: 'Fit, support and waterproofing, from our boot fitters.',
        publishedAt: '2026-10-03T09:00:00.000Z',
        image: { src: '/images/content/guide-boots.jpg', alt: '' },
      },
      {
        uuid: 'a2',
        title: 'Layering for winter hills',
        href: '/guides/layering-for-winter-hills',
        excerpt: 'Base, mid and shell layers explained.',
        publishedAt: '2026-09-14T09:00:00.000Z',
      },
      {
        uuid: 'a3',
        title: 'Your first wild camp',
        href: '/guides/your-first-wild-camp',
        publishedAt: '2026-06-01T09:00:00.000Z',
      },
    ].slice(0, limit),
  getStores: () => [
    { slug: 'keswick', name: 'Keswick' },
    { slug: 'fort-william', name: 'Fort William' },
    { slug: 'betws-y-coed', name: 'Betws-y-Coed' },
  ],
  trackOrder: async ({ orderNumber }) => {
    if (orderNumber === 'NOTFOUND') throw new Error('We could not find order NOTFOUND.');
    return {
      orderNumber,
      status: 'Dispatched',
      carrier: 'Royal Mail',
      estimatedDelivery: '2026-11-05',
      trackingUrl: 'https://www.royalmail.com/track-your-item',
    };
  },
  allowedScriptSources: ['https://widget.example.com/'],
};

/** Storybook decorator: demo block data and the default components for nested blocks. */
export const withDemoData: Decorator = (Story) => (
  <BlockDataProvider value={demoBlockData}>
    <BlockComponentsContext.Provider value={defaultComponents}>
      <Story />
    </BlockComponentsContext.Provider>
  </BlockDataProvider>
);

/** Storybook's mobile viewport (`.storybook/preview.ts`), for each block's Mobile variant. */
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };
