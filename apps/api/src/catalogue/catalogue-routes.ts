import {
  type Listing,
  type ListingSort,
  listedProduct,
  listingFilterName,
} from '@cairn/commerce-client/contract';
import { cacheTag } from '@cairn/server-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { answerPublicly } from '../cache/cache-control.ts';
import type { Database } from '../db/database.ts';
import { identifier, slug, text } from '../http/text.ts';
import { validate } from '../http/validation.ts';
import type { CatalogueSearch } from './catalogue-search.ts';
import { findBrand, findCategory, productIdsForSkus } from './catalogue-store.ts';
import { type FiltersByName, type Listing as IndexListing, listingSorts } from './listing.ts';
import { loadProducts } from './product-view.ts';
import { searchTerms } from './search-text.ts';

const mostFilterValues = 50;

/** Filters grouped by name (`{ brand: ['northwall'], size: ['M', 'L'] }`), each value once. */
const filterRecord = z
  .record(
    text({ max: 31 }).regex(
      listingFilterName,
      'a filter name: letters and hyphens, starting with a lower-case letter',
    ),
    z.array(text({ min: 1, max: 100 })).min(1, 'at least one value a filter'),
  )
  .refine((filters) => Object.values(filters).flat().length <= mostFilterValues, {
    message: `at most ${mostFilterValues} filters`,
  });

function byName(filters: Record<string, string[]>): FiltersByName {
  return new Map(Object.entries(filters).map(([name, values]) => [name, [...new Set(values)]]));
}

const filters = filterRecord.default({}).transform(byName);

const listingBody = {
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(96).default(24),
  filters,
  sort: z.enum(listingSorts).default('recommended'),
};

const categoryProductsBody = z.object({
  uri: text({ max: 300 }).regex(
    /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/,
    'a category path such as /all/clothing/jackets',
  ),
  ...listingBody,
});

const brandProductsBody = z.object({
  brand: slug({ message: 'a brand slug such as northwall' }),
  ...listingBody,
  // The brand is the listing's, so a brand filter could only contradict it.
  filters: filterRecord
    .refine((filters) => !('brand' in filters), {
      message: 'a brand listing takes no brand filter: the brand is fixed',
    })
    .default({})
    .transform(byName),
});

const searchBody = z.object({
  q: text({ min: 1, minMessage: 'type something to search for', max: 200 }),
  ...listingBody,
});

/**
 * `/api/catalog/*`: products by id or sku, category and brand listings and search (requirements
 * R-CALL-14, R-CALL-15).
 */
export function catalogueRoutes({ db, search }: { db: Database; search: CatalogueSearch }) {
  return new Hono()
    .post(
      '/catalog/products-by-id',
      validate(
        'json',
        z.object({ ids: z.array(z.number().int().positive()).max(100, 'at most 100 ids') }),
      ),
      async (c) => {
        const products = await loadProducts(db, c.req.valid('json').ids);
        answerPublicly(c, productTags(products));
        return c.json({ products });
      },
    )
    .post(
      '/catalog/products-by-sku',
      validate(
        'json',
        z.object({ skus: z.array(identifier({ max: 64 })).max(100, 'at most 100 skus') }),
      ),
      async (c) => {
        const ids = await productIdsForSkus(db, c.req.valid('json').skus);
        const products = await loadProducts(db, ids);
        answerPublicly(c, productTags(products));
        return c.json({ products });
      },
    )
    .post('/catalog/get-category-products', validate('json', categoryProductsBody), async (c) => {
      const body = c.req.valid('json');
      const category = await findCategory(db, body.uri);
      if (!category) return c.json({ error: 'No category at this address' }, 404);
      const listing = await search.list({ ...body, categoryUri: body.uri });
      const answer = await listingAnswer(db, listing, body);
      answerPublicly(c, [cacheTag.category(category.uri), ...productTags(answer.products)]);
      // The category itself is the page's, which the resolver answered: not read twice.
      return c.json(answer);
    })
    .post('/catalog/get-brand-products', validate('json', brandProductsBody), async (c) => {
      const body = c.req.valid('json');
      const brand = await findBrand(db, body.brand);
      if (!brand) return c.json({ error: 'No brand of this name' }, 404);
      const listing = await search.list({ ...body, brandSlug: brand.slug });
      const answer = await listingAnswer(db, listing, body);
      answerPublicly(c, [cacheTag.brand(brand.slug), ...productTags(answer.products)]);
      return c.json({ ...answer, brand });
    })
    .get(
      '/catalog/suggest',
      validate('query', z.object({ q: text({ min: 1, max: 100 }) })),
      async (c) => {
        const { phrases, productIds } = await search.suggest(c.req.valid('query').q);
        c.header('Cache-Control', 'public, max-age=60');
        return c.json({ phrases, products: await loadProducts(db, productIds) });
      },
    )
    .post('/catalog/search', validate('json', searchBody), async (c) => {
      const body = c.req.valid('json');
      const terms = searchTerms(body.q);
      if (terms.length === 0) {
        return c.json(
          {
            error: 'Invalid request',
            issues: [{ path: 'json.q', message: 'type letters or numbers to search for' }],
          },
          400,
        );
      }
      const listing = await search.list({ ...body, searchTerms: terms });
      const answer = await listingAnswer(db, listing, body);
      answerPublicly(c, productTags(answer.products));
      return c.json({ query: body.q, ...answer });
    });
}

/** The products an answer shows, and that it comes from the catalogue. */
function productTags(products: { id: number }[]): string[] {
  return [...products.map((product) => cacheTag.product(product.id)), cacheTag.catalogue];
}

/** A page of a listing: only what a listing shows of each product (`ListedProduct`). */
async function listingAnswer(
  db: Database,
  listing: IndexListing,
  query: { page: number; pageSize: number; sort: ListingSort },
): Promise<Listing> {
  const totalPages = Math.max(1, Math.ceil(listing.total / query.pageSize));
  return {
    products: (await loadProducts(db, listing.productIds)).map(listedProduct),
    pagination: { current: query.page, total_pages: totalPages, total_products: listing.total },
    sort: query.sort,
    facets: listing.facets,
  };
}
