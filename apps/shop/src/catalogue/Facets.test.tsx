// @vitest-environment jsdom
import type { Facet } from '@cairn/commerce-client';
import { cleanup, screen } from '@testing-library/react';
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

async function renderFacets(url: string) {
  const state = parseListingSearch(parsePlainSearch(url.split('?')[1] ?? ''));
  await renderInRouter(url, () => <Facets facets={[brand]} state={state} />);
  await screen.findByRole('heading', { name: 'Brand' });
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
});
