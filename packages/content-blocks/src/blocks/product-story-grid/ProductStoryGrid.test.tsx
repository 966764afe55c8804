import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BlockDataProvider,
  type BlockProduct,
  type LinkComponentProps,
  LinkComponentProvider,
  ProductStoryGrid,
} from '../../index.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './ProductStoryGrid.stories.tsx';

describeStories('ProductStoryGrid', stories);
const { Desktop } = composeStories(stories);

function RouterLink({ href, className, children }: LinkComponentProps) {
  return (
    <a href={href} className={className} data-router="">
      {children}
    </a>
  );
}

function renderGrid(product: BlockProduct) {
  return render(
    <LinkComponentProvider component={RouterLink}>
      <BlockDataProvider value={{ getProductsBySku: () => [product] }}>
        <ProductStoryGrid
          mobile={false}
          index={1}
          blok={{
            _uid: 'g',
            component: 'product-story-grid',
            items: [{ _uid: 'i', component: 'product-story-item', sku: product.sku }],
          }}
        />
      </BlockDataProvider>
    </LinkComponentProvider>,
  );
}

describe('ProductStoryGrid', () => {
  it('mixes editorial tiles with product cards from getProductsBySku', () => {
    render(<Desktop />);
    expect(screen.getByRole('link', { name: 'Why we love down' }).getAttribute('href')).toBe(
      '/guides/down-vs-synthetic',
    );
    const jacket = screen.getByRole('link', { name: 'Rab Microlight Alpine Down Jacket' });
    expect(jacket.getAttribute('href')).toBe('/rab-mens-microlight-alpine-down-jacket-123456-001');
    expect(screen.getByText('Now £190.00, was £240.00')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Rab Microlight Alpine Down Jacket in blue' });
    expect(image.getAttribute('src')).toBe(
      '/images/products/rab-mens-microlight-alpine-down-jacket-blue-123456-001-01.jpg',
    );
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('given a product card, its link goes through the shop link component as a content link', () => {
    renderGrid({ sku: 'm', name: 'Trail Mug', href: 'cairn-trail-mug', priceAsNumber: 12 });
    const link = screen.getByRole('heading', { level: 3, name: 'Trail Mug' }).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/cairn-trail-mug');
    expect(link?.hasAttribute('data-router')).toBe(true);
  });

  it('given a currency format and no image, the card writes the price in it and keeps its picture space', () => {
    const { container } = renderGrid({
      sku: 'm',
      name: 'Trail Mug',
      href: '/cairn-trail-mug',
      priceAsNumber: 12.5,
      currencyFormat: { prefix: '€', suffix: '', decimalDigits: 2, thousandsSeparator: ',' },
    });
    expect(container.querySelector('.cairn-price')?.textContent).toBe('€12.50');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.cairn-product-card__media')).not.toBeNull();
  });
});
