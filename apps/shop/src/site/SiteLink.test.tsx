// @vitest-environment jsdom
import { Breadcrumbs, Pagination } from '@cairn/ui';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../testing/render-in-router.tsx';
import { SiteLink } from './SiteLink.tsx';

afterEach(cleanup);

/** Renders `page` at `url` inside a router, as the shop's pages are. */
async function renderAt(url: string, page: () => React.ReactNode) {
  await renderInRouter(url, page);
  await screen.findAllByRole('navigation');
}

function currentLinks() {
  return [...document.querySelectorAll('[aria-current="page"]')].map(
    (element) => element.getAttribute('href') ?? element.textContent,
  );
}

describe('SiteLink', () => {
  it('marks only the page shown as current, not the sections above it', async () => {
    await renderAt('/all/clothing/jackets', () => (
      <>
        <nav aria-label="Main">
          <SiteLink href="/all/clothing">Clothing</SiteLink>
          <SiteLink href="/all/clothing/jackets">Jackets</SiteLink>
          <SiteLink href="/all/footwear">Footwear</SiteLink>
        </nav>
        <Breadcrumbs
          linkComponent={SiteLink}
          items={[
            { href: '/all', label: 'All' },
            { href: '/all/clothing', label: 'Clothing' },
            { href: '/all/clothing/jackets', label: 'Jackets' },
          ]}
        />
      </>
    ));
    // The navigation link to this page, and the breadcrumb's last step.
    expect(currentLinks()).toEqual(['/all/clothing/jackets', 'Jackets']);
  });

  it('takes a sorted or filtered listing for another page than the plain one', async () => {
    await renderAt('/all/clothing/jackets?sort=price-asc', () => (
      <nav aria-label="Main">
        <SiteLink href="/all/clothing/jackets">Jackets</SiteLink>
        <SiteLink href="/all/clothing/jackets?sort=price-asc">Cheapest first</SiteLink>
      </nav>
    ));
    expect(currentLinks()).toEqual(['/all/clothing/jackets?sort=price-asc']);
  });

  it('marks only the page shown in pagination, not the first page or Previous', async () => {
    await renderAt('/all/clothing/jackets?page=2', () => (
      <Pagination
        current={2}
        totalPages={3}
        hrefForPage={(page) => `/all/clothing/jackets?page=${page}`}
        linkComponent={SiteLink}
      />
    ));
    expect(currentLinks()).toEqual(['/all/clothing/jackets?page=2']);
  });

  it('keeps the query and fragment of the address it is given', async () => {
    await renderAt('/', () => (
      <nav aria-label="Main">
        <SiteLink href="/guides/ski-buying-guide?tab=piste&level=new#length">Ski length</SiteLink>
        <SiteLink href="/search?q=what?#a#b">Odd</SiteLink>
      </nav>
    ));
    expect(screen.getByRole('link', { name: 'Ski length' }).getAttribute('href')).toBe(
      '/guides/ski-buying-guide?tab=piste&level=new#length',
    );
    // A second ? belongs to the query and a second # to the fragment.
    expect(screen.getByRole('link', { name: 'Odd' }).getAttribute('href')).toBe(
      '/search?q=what%3F#a#b',
    );
  });

  it('leaves other sites to a plain anchor', async () => {
    await renderAt('/', () => (
      <nav aria-label="Main">
        <SiteLink href="https://www.klarna.com/uk/">Klarna</SiteLink>
      </nav>
    ));
    const link = screen.getByRole('link', { name: 'Klarna' });
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(currentLinks()).toEqual([]);
  });
});
