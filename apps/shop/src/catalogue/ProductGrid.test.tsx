// @vitest-environment jsdom
import type { ListedProduct } from '@cairn/commerce-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { ProductGrid } from './ProductGrid.tsx';

/** The grid under a parent that renders it again on demand (as a listing does on new data). */
function GridThatRerenders() {
  const [renders, setRenders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <ProductGrid products={[jacket]} label={`Products ${renders}`} />
    </>
  );
}

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

  it('preloads a product a pointer rests on, and not one it left, across a re-render', async () => {
    const { router } = await renderInRouter('/all/clothing/jackets', () => <GridThatRerenders />);
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    const card = await screen.findByRole('link', { name: 'Moraine Nevis Gore-Tex Jacket' });
    fireEvent.mouseOver(card);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload.mock.calls[0]?.[0]).toMatchObject({ to: jacket.uri });

    preload.mockClear();
    fireEvent.mouseOver(card);
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    fireEvent.mouseOut(card);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(preload).not.toHaveBeenCalled();
  });
});
