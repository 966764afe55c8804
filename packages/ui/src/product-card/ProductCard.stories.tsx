import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { Button, ProductCard, type ProductCardProduct, VisuallyHidden } from '../index.ts';

/** A placeholder picture drawn in place, so the stories need no image server. */
function imageSrc(filename: string, width: number): string {
  const height = Math.round((width * 5) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#dfe6e1"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#1f4d3a">${filename} @ ${width}w</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const jacket: ProductCardProduct = {
  uri: '/rab/microlight-alpine-jacket-marmalade',
  name: 'Microlight Alpine Down Jacket',
  brandName: 'Rab',
  priceAsNumber: 142.49,
  priceBeforeDiscountAsNumber: 189.99,
  thumbnail: {
    image: { filename: 'rab-microlight-alpine-01.jpg', alt: 'Rab Microlight Alpine, front' },
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
