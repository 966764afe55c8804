// @vitest-environment jsdom
import type { Facet } from '@cairn/commerce-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlainSearch } from '../site/plain-search.ts';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { Facets } from './Facets.tsx';
import { parseListingSearch } from './listing-search.ts';

afterEach(cleanup);

const brand: Facet = {
  name: 'brand',
  label: 'Brand',
  values: [
    { value: 'cairn', label: 'Cairn', count: 41, selected: true },
    { value: 'haar', label: 'Haar', count: 1, selected: false },
  ],
};

async function renderFacets(url: string, anchor?: string) {
  const state = parseListingSearch(parsePlainSearch(url.split('?')[1] ?? ''));
  const { router } = await renderInRouter(url, () => (
    <Facets facets={[brand]} state={state} path={url.split('?')[0] ?? url} anchor={anchor} />
  ));
  await screen.findByRole('heading', { name: 'Brand' });
  return router;
}

describe('Facets', () => {
  it('names each value with its count, and says which are chosen', async () => {
    await renderFacets('/all/clothing/jackets?brand=cairn');
    const chosen = screen.getByRole('link', { name: 'Cairn 41 products (chosen)' });
    expect(chosen.getAttribute('data-selected')).toBe('true');
    // Following a chosen value takes it off; another value is added to the chosen ones.
    const query = (link: HTMLElement) =>
      new URL(link.getAttribute('href') ?? '', 'http://x').search;
    expect(query(chosen)).toBe('');
    const other = screen.getByRole('link', { name: 'Haar 1 product' });
    expect(query(other)).toBe('?brand=cairn%2Chaar');
    // The words shown are the name; the stylesheet draws the count from data-count.
    expect(other.textContent).toBe('Haar');
    expect(other.getAttribute('data-count')).toBe('1');
    expect(other.children).toHaveLength(0);
  });

  it('follows a value in the app, keeping the anchor, and leaves a modified click to the browser', async () => {
    const router = await renderFacets('/brands/haar?brand=cairn', 'listing');
    const haar = screen.getByRole('link', { name: 'Haar 1 product' });
    expect(haar.getAttribute('href')).toBe('/brands/haar?brand=cairn%2Chaar#listing');
    // Ctrl-click (a new tab) is the browser's: the event is not cancelled, the app stays.
    expect(fireEvent.click(haar, { ctrlKey: true })).toBe(true);
    expect(router.state.location.search).toEqual({ brand: 'cairn' });
    // A plain click is the app's: no page load, the listing's new address.
    expect(fireEvent.click(haar)).toBe(false);
    await waitFor(() => expect(router.state.location.search).toEqual({ brand: 'cairn,haar' }));
    expect(router.state.location.pathname).toBe('/brands/haar');
    expect(router.state.location.hash).toBe('listing');
  });
});
