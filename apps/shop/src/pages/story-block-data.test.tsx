// @vitest-environment jsdom
import {
  createCatalogueClient,
  createOwnServerClient,
  createStoresClient,
  type Story,
} from '@cairn/commerce-client';
import { productsBySkuQueryOptions } from '@cairn/commerce-client/query';
import { type BlockData, useBlockData } from '@cairn/content-blocks/block-data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryBlockData } from './story-block-data.tsx';

const baseUrl = 'http://shop.test';
const clients = {
  shop: createOwnServerClient({ baseUrl }),
  catalogue: createCatalogueClient({ baseUrl }),
  stores: createStoresClient({ baseUrl }),
};

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

/** Every value the blocks were given, in order (reset by each render below). */
let values: BlockData[] = [];

function Recorder() {
  values.push(useBlockData());
  return null;
}

/** A page that can render StoryBlockData again without changing its props. */
function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again ({renders})
      </button>
      <StoryBlockData story={story} preview={false}>
        <Recorder />
      </StoryBlockData>
    </>
  );
}

/** Renders the page in a router with the shop's clients, recording every value it gives. */
async function renderBlockData(queryClient: QueryClient) {
  values = [];
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

describe('StoryBlockData', () => {
  afterEach(cleanup);

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
