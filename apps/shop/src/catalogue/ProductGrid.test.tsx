// @vitest-environment jsdom
import type { ListedProduct } from '@cairn/commerce-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { ProductGrid } from './ProductGrid.tsx';

afterEach(cleanup);

const jacket = {
  id: 1,
  uri: '/moraine-mens-nevis-gore-tex-jacket-104211-923',
  name: 'Nevis Gore-Tex Jacket',
  brandName: 'Moraine',
  priceAsNumber: 250,
  discountPercent: 0,
} as ListedProduct;

describe('ProductGrid', () => {
  it('opens a product in the app from its card, and leaves a modified click to the browser', async () => {
    const { router } = await renderInRouter('/all/clothing/jackets?sort=price-asc', () => (
      <ProductGrid products={[jacket]} label="Products" />
    ));
    const card = await screen.findByRole('link', { name: 'Moraine Nevis Gore-Tex Jacket' });
    expect(card.getAttribute('href')).toBe(jacket.uri);
    expect(fireEvent.click(card, { metaKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/all/clothing/jackets');
    expect(fireEvent.click(card)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe(jacket.uri));
    expect(router.state.location.search).toEqual({});
  });
});
