import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
  type Fetch,
  type PageMeta,
  type ProductPage,
  type Story,
} from '@cairn/commerce-client';
import { brandProductsQueryOptions, pageQueryOptions } from '@cairn/commerce-client/query';
import { sampleProduct } from '@cairn/commerce-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../router-context.ts';
import { loadPage } from './load-page.ts';

const origin = 'https://www.cairn.example';

function brandStory(content: Record<string, unknown>): Story {
  return {
    name: 'Fellcraft',
    uuid: 'story-uuid',
    full_slug: 'brands/fellcraft',
    content: { _uid: 'c', component: 'page', body: [], ...content },
    published_at: null,
    first_published_at: null,
    created_at: '2026-01-05T09:00:00.000Z',
  };
}

const meta = (canonicalPath: string): PageMeta => ({
  title: 'Fellcraft | Brands | Cairn',
  description: 'Fellcraft at Cairn.',
  canonicalPath,
  hreflangs: [],
  ogTitle: 'Fellcraft',
  ogDescription: '',
  ogImage: null,
  ogType: 'website',
  twitterTitle: 'Fellcraft',
  twitterDescription: '',
  twitterImage: null,
  datePublished: null,
  dateModified: null,
});

/** A router context over a fake API: the story resolves, the brand listing answers `status`. */
function contextFor(story: Story, brandStatus = 200) {
  const brandRequests: unknown[] = [];
  const fetch: Fetch = async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/resolver/')) {
      return Response.json({
        data: { type: 'story', story, meta: meta(`/${story.full_slug}`) },
      });
    }
    if (pathname === '/api/catalog/get-brand-products') {
      brandRequests.push(await request.json());
      if (brandStatus !== 200) {
        return Response.json({ error: 'No brand named fellcraft' }, { status: brandStatus });
      }
      return Response.json({
        products: [],
        pagination: { current: 2, total_pages: 2, total_products: 30 },
        sort: 'recommended',
        facets: [],
        brand: { slug: 'fellcraft', name: 'Fellcraft', description: '' },
      });
    }
    return Response.json({ error: `unexpected ${pathname}` }, { status: 500 });
  };
  const context = routerContextOver(fetch);
  return { context, brandRequests };
}

/** A router context whose clients all ask `fetch` (the test's stand-in API). */
function routerContextOver(fetch: Fetch): RouterContext {
  return {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    shop: createOwnServerClient({ baseUrl: origin, fetch }),
    catalogue: createCatalogueClient({ baseUrl: origin, fetch }),
    stores: createStoresClient({ baseUrl: origin, fetch }),
    origin,
    buildId: 'test',
    demo: false,
    previewVerified: false,
  };
}

const canonicalOf = (head: { links: Record<string, string>[] }) =>
  head.links.find((link) => link.rel === 'canonical')?.href;

describe('loadPage for a brand page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefetches the listing for the state in the URL, without a brand filter', async () => {
    const { context, brandRequests } = contextFor(brandStory({ brand_slug: 'fellcraft' }));
    const listing = { page: 2, sort: 'price-asc' as const, filters: { brand: 'x', size: 'M' } };
    const loaded = await loadPage(context, '/brands/fellcraft', { preview: false }, listing);
    expect(loaded.listedBrand).toBe('fellcraft');
    expect(brandRequests).toEqual([
      {
        page: 2,
        sort: 'price-asc',
        filters: { size: ['M'] },
        brand: 'fellcraft',
      },
    ]);
    // In the cache under the key the page's component reads.
    const request = {
      page: 2,
      sort: 'price-asc' as const,
      filters: { size: ['M'] },
    };
    expect(
      context.queryClient.getQueryData(
        brandProductsQueryOptions(context.catalogue, 'fellcraft', request).queryKey,
      )?.brand.name,
    ).toBe('Fellcraft');
    // Beyond page one the page number is part of the canonical address; filters never are.
    expect(canonicalOf(loaded.head)).toBe(`${origin}/brands/fellcraft?page=2`);
  });

  it('keeps the canonical address bare on page one', async () => {
    const { context } = contextFor(brandStory({ brand_slug: 'fellcraft' }));
    const loaded = await loadPage(
      context,
      '/brands/fellcraft',
      { preview: false },
      {
        filters: { size: 'M' },
      },
    );
    expect(canonicalOf(loaded.head)).toBe(`${origin}/brands/fellcraft`);
  });

  it('lists nothing for a brand sub-page or a story without a brand', async () => {
    for (const content of [{ brand_slug: 'fellcraft', sub_page: 'mens' }, {}]) {
      const { context, brandRequests } = contextFor(brandStory(content));
      const loaded = await loadPage(
        context,
        '/brands/fellcraft/mens',
        { preview: false },
        {
          page: 2,
          filters: {},
        },
      );
      expect(loaded.listedBrand).toBeUndefined();
      expect(brandRequests).toEqual([]);
      expect(canonicalOf(loaded.head)).toBe(`${origin}/brands/fellcraft`);
    }
  });

  it('shows the blocks alone, with a warning, when the catalogue does not know the brand', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = contextFor(brandStory({ brand_slug: 'fellcraft' }), 404);
    const loaded = await loadPage(context, '/brands/fellcraft', { preview: false });
    expect(loaded.listedBrand).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("No brand 'fellcraft'"));
  });

  it('fails the page when the catalogue fails', async () => {
    const { context } = contextFor(brandStory({ brand_slug: 'fellcraft' }), 500);
    await expect(loadPage(context, '/brands/fellcraft', { preview: false })).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe("loadPage for a story whose blocks' products, articles and stores do not load", () => {
  afterEach(() => vi.restoreAllMocks());

  // A spotlight's products, featured articles and the store picker's stores: the stand-in API
  // answers each with a 500 (`contextFor` knows only the resolver and the brand listing).
  const blocks = [
    {
      _uid: 'spotlight',
      component: 'image-product-spotlight',
      hotspots: [{ _uid: 'spot', component: 'spotlight-hotspot', sku: '104211-923' }],
    },
    { _uid: 'articles', component: 'featured-articles', folder: 'articles/', limit: 3 },
    { _uid: 'stores', component: 'appointment-store' },
  ];

  it('loads the page all the same, marked partial, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { context } = contextFor(brandStory({ body: blocks }));
    const loaded = await loadPage(context, '/brands/fellcraft', { preview: false });
    expect(loaded.partial).toBe(true);
    expect(canonicalOf(loaded.head)).toBe(`${origin}/brands/fellcraft`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/articles, products, stores of brands\/fellcraft/);
  });

  it("still lists a brand page's products, and still shows a brand the catalogue does not know without them", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const listed = await loadPage(
      contextFor(brandStory({ brand_slug: 'fellcraft', body: blocks })).context,
      '/brands/fellcraft',
      { preview: false },
    );
    expect(listed).toMatchObject({ listedBrand: 'fellcraft', partial: true });
    const unknown = await loadPage(
      contextFor(brandStory({ brand_slug: 'fellcraft', body: blocks }), 404).context,
      '/brands/fellcraft',
      { preview: false },
    );
    expect(unknown.listedBrand).toBeUndefined();
    expect(unknown.partial).toBe(true);
  });

  it('is not partial when every block has what it shows', async () => {
    const { context } = contextFor(brandStory({ brand_slug: 'fellcraft' }));
    const loaded = await loadPage(context, '/brands/fellcraft', { preview: false });
    expect(loaded.partial).toBeUndefined();
  });
});

/** A router context whose resolver answers `status` (or cannot be reached: 0). */
function contextWithResolver(status: number) {
  const storyRequests: string[] = [];
  const notFoundStory = brandStory({});
  const fetch: Fetch = async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/resolver/')) {
      if (status === 0) throw new TypeError('fetch failed');
      return Response.json(
        { error: 'content unavailable', dependency: 'content' },
        { status, headers: status === 503 ? { 'Retry-After': '3' } : {} },
      );
    }
    if (pathname.startsWith('/api/story/')) {
      storyRequests.push(pathname);
      return Response.json({ story: { ...notFoundStory, full_slug: 'general-pages/404-page' } });
    }
    return Response.json({ error: `unexpected ${pathname}` }, { status: 500 });
  };
  const context = routerContextOver(fetch);
  return { context, storyRequests };
}

describe('loadPage when the resolver fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 404 story (R-ERR-2), logged, and marked as a failure', async () => {
    for (const status of [500, 0]) {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { context, storyRequests } = contextWithResolver(status);
      const thrown = await loadPage(context, '/about-us', { preview: false }).catch(
        (reason: unknown) => reason,
      );
      expect(thrown).toMatchObject({
        isNotFound: true,
        data: { uri: '/about-us', resolverFailed: true },
      });
      expect(storyRequests).toEqual(['/api/story/general-pages/404-page']);
      // The 404 page's component reads the page from the cache.
      const page = context.queryClient.getQueryData(
        pageQueryOptions(context.shop, '/about-us', { preview: false }).queryKey,
      );
      expect(page).toMatchObject({ type: 'error', story: { full_slug: 'general-pages/404-page' } });
      expect(error).toHaveBeenCalledWith('The resolver failed for /about-us:', expect.anything());
    }
  });

  it('is a plain 404 for an address the resolver does not know', async () => {
    const { context } = contextWithResolver(404);
    await expect(loadPage(context, '/no/such', { preview: false })).rejects.toMatchObject({
      isNotFound: true,
      data: { resolverFailed: false },
    });
  });

  it('leaves a service outage (503) to the short-break page, not the 404 story', async () => {
    const { context, storyRequests } = contextWithResolver(503);
    await expect(loadPage(context, '/about-us', { preview: false })).rejects.toMatchObject({
      status: 503,
    });
    expect(storyRequests).toEqual([]);
  });
});

describe('loadPage for a product page', () => {
  afterEach(() => vi.unstubAllEnvs());

  const product: ProductPage = {
    ...sampleProduct({
      sku: '104211-923',
      uri: '/moraine-mens-nevis-gore-tex-jacket-104211-923',
      code: '104211',
      name: 'Nevis Gore-Tex Jacket',
      brandName: 'Moraine',
      priceAsNumber: 249.5,
      excerpt: 'A waterproof jacket.',
      images: [{ filename: 'x-01.jpg', model_image: false, studio_image: true }],
      colour: { name: 'Teal', hex: '#00807f' },
      categoryName: ['Jackets', 'Clothing', 'All'],
      categoryUris: ['/all/clothing/jackets', '/all/clothing', '/all'],
      bundleInfo: null,
      items: [{ sku: '104211-923-m', size: 'M', stock: 3, available: true }],
      rating: { average: 4.4, count: 31 },
    }),
    otherColours: [],
  };

  const scriptsOf = (head: object) =>
    (head as { scripts?: { type: string; children: string }[] }).scripts;

  function productContext() {
    const { context } = contextFor(brandStory({}));
    context.shop = createOwnServerClient({
      baseUrl: origin,
      fetch: async () =>
        Response.json({ data: { type: 'product', product, meta: meta(product.uri) } }),
    });
    return context;
  }

  it('puts the JSON-LD in the head the server renders', async () => {
    vi.stubEnv('SSR', true);
    const loaded = await loadPage(productContext(), product.uri, { preview: false });
    const [script] = scriptsOf(loaded.head) ?? [];
    expect(script?.type).toBe('application/ld+json');
    expect(JSON.parse(script?.children ?? '[]')[0]).toMatchObject({ '@type': 'Product' });
  });

  it('builds no JSON-LD in the browser: crawlers read the server HTML', async () => {
    vi.stubEnv('SSR', false);
    const loaded = await loadPage(productContext(), product.uri, { preview: false });
    expect(scriptsOf(loaded.head)).toEqual([]);
  });
});
