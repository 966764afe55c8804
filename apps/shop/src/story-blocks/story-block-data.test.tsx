// @vitest-environment jsdom
import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
  type Fetch,
  type Story,
} from '@cairn/commerce-client';
import {
  appointmentStoresQueryOptions,
  productsBySkuQueryOptions,
} from '@cairn/commerce-client/query';
import { type BlockData, useBlockData } from '@cairn/content-blocks/block-data';
import { hydrationOf } from '@cairn/content-blocks/hydration';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../router-context.ts';
import { shouldDehydrateQuery } from '../site/dehydration.ts';
import { KeptBlockData, loadStoryBlockData } from './kept-block-data.tsx';
import { StoryBlockData } from './story-block-data.tsx';

const baseUrl = 'http://shop.test';

/** The API paths asked for, in order (reset by `clientsOver`). */
let requested: string[] = [];

/**
 * The shop's clients over a fake API that answers every list empty, recording each request;
 * the paths in `failing` answer 502, as an API whose catalogue or content service is down.
 */
function clientsOver({ failing = [] }: { failing?: string[] } = {}) {
  requested = [];
  const fetch: Fetch = async (request) => {
    const { pathname } = new URL(request.url);
    requested.push(pathname);
    if (failing.includes(pathname)) {
      return Response.json({ error: 'catalogue unavailable' }, { status: 502 });
    }
    if (pathname === '/api/catalog/products-by-sku') return Response.json({ products: [] });
    if (pathname === '/api/content/get-content-entries') return Response.json({ stories: [] });
    if (pathname === '/api/appointments/stores') return Response.json({ stores: [] });
    return Response.json({ error: `unexpected ${pathname}` }, { status: 500 });
  };
  return {
    shop: createOwnServerClient({ baseUrl, fetch }),
    catalogue: createCatalogueClient({ baseUrl, fetch }),
    stores: createStoresClient({ baseUrl, fetch }),
  };
}

let clients = clientsOver();

const story: Story = {
  name: 'Ski buying guide',
  uuid: 'story-1',
  full_slug: 'guides/ski-buying-guide',
  published_at: null,
  first_published_at: null,
  created_at: '2026-11-01T00:00:00Z',
  content: {
    _uid: 'page',
    component: 'page',
    body: [
      {
        _uid: 'spotlight',
        component: 'image-product-spotlight',
        hotspots: [{ _uid: 'hotspot', component: 'spotlight-hotspot', sku: '104211-923' }],
      },
    ],
  } as Story['content'],
};

/** The home page's kind of story: a spotlight, featured articles and a store picker. */
const homeStory: Story = {
  ...story,
  content: {
    ...story.content,
    body: [
      ...(story.content.body as object[]),
      { _uid: 'articles', component: 'featured-articles', folder: 'articles/', limit: 3 },
      { _uid: 'stores', component: 'appointment-store' },
    ],
  } as Story['content'],
};

/** Every value the blocks were given, in order (reset by each render below). */
let values: BlockData[] = [];

function Recorder() {
  values.push(useBlockData());
  return null;
}

/** The story the page renders, and whether its recorder is inside a kept block's data. */
let pageStory = story;
let kept = true;

/** A page that can render StoryBlockData again without changing its props. */
function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again ({renders})
      </button>
      <StoryBlockData story={pageStory} preview={false}>
        {kept ? (
          <KeptBlockData>
            <Recorder />
          </KeptBlockData>
        ) : (
          <Recorder />
        )}
      </StoryBlockData>
    </>
  );
}

/** Renders the page in a router with the shop's clients, recording every value it gives. */
async function renderBlockData(
  queryClient: QueryClient,
  { of = story, inKeptBlock = true }: { of?: Story; inKeptBlock?: boolean } = {},
) {
  values = [];
  pageStory = of;
  kept = inKeptBlock;
  const router = createRouter({
    routeTree: createRootRouteWithContext<typeof clients>()({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/guides/ski-buying-guide'] }),
    context: clients,
  });
  await router.load();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: /Render again/ });
  return values;
}

function cacheWithProduct(name: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(productsBySkuQueryOptions(clients.catalogue, ['104211-923']).queryKey, [
    productData(name),
  ] as never);
  return queryClient;
}

function productData(name: string) {
  return {
    sku: '104211',
    name,
    uri: 'moraine-mens-nevis-gore-tex-jacket-104211-923',
    brandName: 'Moraine',
    priceAsNumber: 30000,
    priceBeforeDiscountAsNumber: 30000,
    items: [{ sku: '104211-923' }],
    thumbnail: { image: { filename: 'https://a.storyblok.com/f/1/jacket.jpg', alt: 'Jacket' } },
  };
}

const context = (queryClient: QueryClient) =>
  ({ ...clients, queryClient }) as unknown as RouterContext;

/** Which data the server sends with the page: each query key's kind (`catalogue`, `stores`, ...). */
function sentWithPage(queryClient: QueryClient): string[] {
  return dehydrate(queryClient, { shouldDehydrateQuery })
    .queries.map((query) => String(query.queryKey[1]))
    .sort();
}

describe('loadStoryBlockData', () => {
  afterEach(() => {
    clients = clientsOver();
  });

  it('prefetches every block’s data, but sends with the page only what hydrating blocks read', async () => {
    const queryClient = new QueryClient();
    await loadStoryBlockData(context(queryClient), homeStory, false);

    expect(requested.sort()).toEqual([
      '/api/appointments/stores',
      '/api/catalog/products-by-sku',
      '/api/content/get-content-entries',
    ]);
    // The store picker hydrates; the spotlight's and the articles' markup is kept as it is.
    expect(sentWithPage(queryClient)).toEqual(['stores']);
  });

  it('leaves out only data that blocks whose server markup is kept read', () => {
    // The blocks that call `getProductsBySku` or `getArticles`: were one to hydrate, it would
    // read data the page did not bring, and fetch it before it could hydrate.
    for (const type of ['image-product-spotlight', 'product-story-grid', 'featured-articles']) {
      expect(hydrationOf(type), type).toBe('static');
    }
  });

  it('sends it all with a preview, whose blocks all hydrate', async () => {
    const queryClient = new QueryClient();
    await loadStoryBlockData(context(queryClient), homeStory, true);

    expect(sentWithPage(queryClient)).toEqual(['catalogue', 'content-entries', 'stores']);
  });
});

/** Every source of the home story's blocks down: products, articles and stores. */
const everySource = [
  '/api/catalog/products-by-sku',
  '/api/content/get-content-entries',
  '/api/appointments/stores',
];

describe('loadStoryBlockData when its sources fail', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clients = clientsOver();
  });

  it('resolves all the same, says the data is not complete, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    clients = clientsOver({ failing: everySource });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(loadStoryBlockData(context(queryClient), homeStory, false)).resolves.toEqual({
      complete: false,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      "The articles, products, stores of guides/ski-buying-guide's blocks did not load",
    );
  });

  it('says the data is complete when every source answered', async () => {
    const queryClient = new QueryClient();
    await expect(loadStoryBlockData(context(queryClient), homeStory, false)).resolves.toEqual({
      complete: true,
    });
  });
});

describe('StoryBlockData', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    clients = clientsOver();
  });

  it('given the loader could not fetch the products, articles and stores, gives the blocks none rather than failing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    clients = clientsOver({ failing: everySource });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await loadStoryBlockData(context(queryClient), homeStory, false);
    requested = [];
    const values = await renderBlockData(queryClient, { of: homeStory });

    expect(values[0]?.getProductsBySku?.(['104211-923'])).toEqual([]);
    expect(values[0]?.getArticles?.({ startsWith: 'articles/', limit: 3 })).toEqual([]);
    expect(values[0]?.getStores?.()).toEqual([]);
    // Read as nothing, not fetched again while the page renders.
    expect(requested).toEqual([]);
  });

  it('given a page whose stores did not load on the server, hydrates its store picker without them, asking for nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    clients = clientsOver({ failing: everySource });
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await loadStoryBlockData(context(server), homeStory, false);
    const browser = new QueryClient();
    hydrate(browser, dehydrate(server, { shouldDehydrateQuery }));
    requested = [];
    const values = await renderBlockData(browser, { of: homeStory, inKeptBlock: false });

    expect(values[0]?.getStores?.()).toEqual([]);
    expect(requested).toEqual([]);
  });

  it('given a first load, which came without the products and articles, asks for none of them', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(appointmentStoresQueryOptions(clients.stores).queryKey, [
      { slug: 'keswick', name: 'Keswick', city: 'Keswick' },
    ] as never);
    const values = await renderBlockData(queryClient, { of: homeStory, inKeptBlock: false });

    expect(values[0]?.getStores?.()).toEqual([
      { slug: 'keswick', name: 'Keswick', town: 'Keswick' },
    ]);
    expect(values[0]?.getProductsBySku).toBeUndefined();
    expect(requested).toEqual([]);
  });

  it('gives the blocks the same value while their data stays the same, however often it renders', async () => {
    const values = await renderBlockData(cacheWithProduct('Nevis GORE-TEX Jacket'));
    fireEvent.click(screen.getByRole('button', { name: /Render again/ }));
    fireEvent.click(screen.getByRole('button', { name: /Render again/ }));

    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(new Set(values).size).toBe(1);
    expect(values[0]?.getProductsBySku?.(['104211-923'])[0]?.name).toBe('Nevis GORE-TEX Jacket');
  });

  it('gives a new value when the data changes', async () => {
    const queryClient = cacheWithProduct('Nevis GORE-TEX Jacket');
    const values = await renderBlockData(queryClient);
    act(() => {
      queryClient.setQueryData(
        productsBySkuQueryOptions(clients.catalogue, ['104211-923']).queryKey,
        [productData('Nevis GORE-TEX Jacket (2026)')] as never,
      );
    });

    await waitFor(() => expect(values.at(-1)).not.toBe(values[0]));
    expect(values.at(-1)?.getProductsBySku?.(['104211-923'])[0]?.name).toBe(
      'Nevis GORE-TEX Jacket (2026)',
    );
  });
});
