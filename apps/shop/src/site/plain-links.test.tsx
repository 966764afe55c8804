// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { PlainLink } from './PlainLink.tsx';
import { currentPageOf, usePlainLinks, useShownAddress } from './plain-links.ts';

afterEach(cleanup);

/** A navigation as the header and footer build theirs. */
function Navigation({ hrefs }: { hrefs: string[] }) {
  const links = usePlainLinks({ keepScroll: false });
  const shown = useShownAddress();
  return (
    <nav aria-label="Main" {...links}>
      {hrefs.map((href) => (
        <PlainLink key={href} href={href} shown={shown}>
          {href}
        </PlainLink>
      ))}
    </nav>
  );
}

function currentLinks() {
  return [...document.querySelectorAll('[aria-current="page"]')].map((link) =>
    link.getAttribute('href'),
  );
}

describe('currentPageOf', () => {
  it('is the page shown only for the very address, path and query', () => {
    expect(currentPageOf('/all/clothing/jackets', '/all/clothing/jackets')).toBe('page');
    expect(currentPageOf('/all/clothing/jackets/', '/all/clothing/jackets')).toBe('page');
    expect(currentPageOf('/all/clothing/jackets#top', '/all/clothing/jackets')).toBe('page');
    expect(currentPageOf('/all/clothing', '/all/clothing/jackets')).toBeUndefined();
    expect(currentPageOf('/all/clothing/jackets', '/all/clothing/jackets?sort=price-asc')).toBe(
      undefined,
    );
    expect(currentPageOf('https://www.klarna.com/uk/', '/uk')).toBeUndefined();
    expect(currentPageOf('//evil.example/all', '/all')).toBeUndefined();
  });

  it('reads a link’s query as the router writes the address shown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('all', 'clothing', 'jackets', 'brands', 'ünï'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('sort', 'page', 'brand', 'q'), fc.string({ minLength: 1 })),
        (segments, search) => {
          const path = `/${segments.map(encodeURIComponent).join('/')}`;
          const query = new URLSearchParams(search).toString();
          const href = query ? `${path}?${query}` : path;
          const shown = `${path.replace(/\/+$/, '') || '/'}${query ? `?${query}` : ''}`;
          return currentPageOf(href, shown) === 'page';
        },
      ),
    );
  });
});

describe('plain links with usePlainLinks', () => {
  it('marks the link to the page shown, follows a click in the app and preloads on a rest', async () => {
    const { router } = await renderInRouter('/all/clothing/jackets', () => (
      <Navigation hrefs={['/all/clothing', '/all/clothing/jackets', '/brands', '/klarna']} />
    ));
    await screen.findByRole('navigation');
    expect(currentLinks()).toEqual(['/all/clothing/jackets']);

    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    fireEvent.mouseOver(screen.getByRole('link', { name: '/brands' }));
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));

    // A page with a document of its own is left to the browser: not followed, not preloaded.
    preload.mockClear();
    fireEvent.mouseOver(screen.getByRole('link', { name: '/klarna' }));
    expect(fireEvent.click(screen.getByRole('link', { name: '/klarna' }))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(preload).not.toHaveBeenCalled();

    expect(fireEvent.click(screen.getByRole('link', { name: '/brands' }))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands'));
    await waitFor(() => expect(currentLinks()).toEqual(['/brands']));
  });
});
