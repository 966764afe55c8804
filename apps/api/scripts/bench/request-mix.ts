import { createRng } from '@cairn/demo-data';
import { isInternalStory } from '../../src/resolver/resolver-routes.ts';
import { type RunningApi, rows } from './engines.ts';

export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type RequestMix = {
  /** Product pages, category pages and content stories, as the shop's router resolves them. */
  resolver: BenchRequest[];
  /** Category listings: plain, paged, sorted, filtered by one or two real facet values. */
  categoryProducts: BenchRequest[];
  /** What the mix was drawn from, for the report. */
  summary: string;
};

type Facet = { name: string; values: { value: string; count: number }[] };
type ListingAnswer = { pagination: { total_pages: number }; facets: Facet[] };

const categoryProductsPath = '/api/catalog/get-category-products';
// The same seed on both engines gives both the same requests in the same order.
const seed = 5;

/**
 * Draws the requests from the running shop's own data: real product slugs, category paths and
 * story paths for the resolver, and for each category the facet values its first page offers.
 * Every request is sent once first, so a mistake fails here and not as a column of non-2xx.
 */
export async function buildRequestMix(running: RunningApi): Promise<RequestMix> {
  // Seeded, so runs are comparable.
  const random = createRng(seed).next;
  const products = await column(running, 'select slug as value from products order by slug');
  const categories = await column(running, 'select uri as value from categories order by uri');
  const stories = (
    await column(
      running,
      'select full_slug as value from stories where content is not null order by full_slug',
    )
  ).filter((slug) => !isInternalStory(slug));

  const productPaths = sample(products, 60, random);
  const categoryPaths = sample(categories, 40, random).map((uri) => uri.slice(1));
  const storyPaths = ['', ...sample(stories, 39, random)];
  // Weighted as shop traffic roughly is: product pages first, then listings, then content.
  const resolver = shuffle(
    [...repeat(productPaths, 100), ...repeat(categoryPaths, 60), ...repeat(storyPaths, 40)].map(
      (path): BenchRequest => ({ method: 'GET', path: `/api/resolver/${path}` }),
    ),
    random,
  );

  const categoryProducts: BenchRequest[] = [];
  for (const uri of sample(categories, 30, random)) {
    const first = await send<ListingAnswer>(running, listing({ uri }));
    const facet = (name: string) => first.facets.find((entry) => entry.name === name)?.values[0];
    const brand = facet('brand');
    const size = facet('size');
    const attribute = first.facets.find(
      (entry) => !['brand', 'gender', 'colour', 'size', 'price', 'sale'].includes(entry.name),
    );
    categoryProducts.push(
      listing({ uri }),
      listing({ uri }),
      listing({ uri, page: Math.min(2, first.pagination.total_pages) }),
      listing({ uri, sort: 'price-asc' }),
      listing({ uri, filters: brand ? { brand: [brand.value] } : {} }),
      listing({
        uri,
        sort: 'newest',
        filters: {
          ...(brand ? { brand: [brand.value] } : {}),
          ...(size ? { size: [size.value] } : {}),
        },
      }),
      listing({
        uri,
        filters: attribute?.values[0]
          ? { [attribute.name]: [attribute.values[0].value] }
          : { availability: ['in-stock'] },
      }),
    );
  }

  const distinct = new Map(
    [...resolver, ...categoryProducts].map((request) => [
      `${request.method} ${request.path} ${request.body ?? ''}`,
      request,
    ]),
  );
  for (const request of distinct.values()) await send(running, request);
  return {
    resolver,
    categoryProducts: shuffle(categoryProducts, random),
    summary:
      `resolver: ${resolver.length} requests over ${productPaths.length} products, ` +
      `${categoryPaths.length} categories, ${storyPaths.length} stories (5:3:2); ` +
      `category-products: ${categoryProducts.length} requests over 30 categories ` +
      '(plain, page 2, sorted, 1-2 facet filters)',
  };
}

function listing(body: {
  uri: string;
  page?: number;
  sort?: string;
  filters?: Record<string, string[]>;
}): BenchRequest {
  return {
    method: 'POST',
    path: categoryProductsPath,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, filters: {}, sort: 'recommended', ...body }),
  };
}

async function send<T>(running: RunningApi, request: BenchRequest): Promise<T> {
  const response = await fetch(`${running.origin}${request.path}`, request);
  if (!response.ok) {
    throw new Error(
      `${request.method} ${request.path} ${request.body ?? ''} answered ${response.status} on ${running.engine}: ${await response.text()}`,
    );
  }
  return (await response.json()) as T;
}

async function column(running: RunningApi, query: string): Promise<string[]> {
  const values = (await rows<{ value: string }>(running.api, query)).map((row) => row.value);
  if (values.length === 0) throw new Error(`No data for the benchmark from: ${query}`);
  return values;
}

/** Repeats the items in order until there are `count`. */
function repeat<T>(items: T[], count: number): T[] {
  return Array.from({ length: count }, (_, index) => items[index % items.length] as T);
}

function sample<T>(items: T[], count: number, random: () => number): T[] {
  return shuffle(items, random).slice(0, count);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
