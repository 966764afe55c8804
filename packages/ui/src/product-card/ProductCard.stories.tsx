import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { Button, ProductCard, type ProductCardProduct, VisuallyHidden } from '../index.ts';

/**
 * The shop's image service asks for `/images/products/{file}?w={width}`; the Storybook serves
 * the same pictures, drawn by the shop's own code at build time, one static file per width.
 */
function imageSrc(filename: string, width: number): string {
  return `/images/products/w${width}/${filename}`;
}

const jacket: ProductCardProduct = {
  uri: '/rab/microlight-alpine-jacket-marmalade',
  name: 'Microlight Alpine Down Jacket',
  brandName: 'Rab',
  priceAsNumber: 142.49,
  priceBeforeDiscountAsNumber: 189.99,
  thumbnail: {
    image: {
      filename: 'rab-microlight-alpine-down-jacket-orange-01.jpg',
      alt: 'Rab Microlight Alpine, front',
    },
  },
  colour: { name: 'Marmalade', hex: '#e5801c' },
  rating: { average: 4.3, count: 120 },
};

/** One card at the width it has in a four-column grid. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '18rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: { product: jacket, imageSrc },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = { args: { badge: 'Sale' }, decorators: [narrow] };

export const FullPrice: Story = {
  args: {
    product: {
      ...jacket,
      uri: '/scarpa/zodiac-tech-gtx',
      brandName: 'Scarpa',
      name: 'Zodiac Tech GTX Boots',
      priceAsNumber: 249,
      priceBeforeDiscountAsNumber: 249,
      colour: undefined,
      rating: undefined,
    },
    badge: 'New',
  },
  decorators: [narrow],
};

export const OutOfStock: Story = {
  args: { product: { ...jacket, available: false } },
  decorators: [narrow],
};

export const AboveTheFold: Story = {
  args: { priority: true, headingLevel: 2 },
  decorators: [narrow],
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="small" aria-pressed="false">
        <span aria-hidden="true">♡</span>
        <VisuallyHidden>Save Rab Microlight Alpine Down Jacket to wishlist</VisuallyHidden>
      </Button>
    ),
  },
  decorators: [narrow],
};

/** The least a card needs: a name, an address and a price; no brand and no picture yet. */
export const Minimal: Story = {
  args: {
    product: {
      uri: '/cairn/trail-mug',
      name: 'Cairn Enamel Trail Mug',
      priceAsNumber: 12.5,
    },
    currencyFormat: {
      prefix: '',
      suffix: ' €',
      decimalDigits: 2,
      thousandsSeparator: '.',
      decimalSeparator: ',',
    },
  },
  decorators: [narrow],
};

/** A two-column listing as phones show it. */
export const MobileGrid: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '1rem',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        <li>
          <Story />
        </li>
        <li>
          <ProductCard
            imageSrc={imageSrc}
            product={{ ...jacket, uri: '/rab/neutrino-pro', name: 'Neutrino Pro Jacket' }}
          />
        </li>
      </ul>
    ),
  ],
};
