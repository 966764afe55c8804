import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import { findBrand, findCategory, productIdsForSkus } from './catalogue-store.ts';
import { attributeNamePattern, listingSorts, listProducts } from './listing.ts';
import { loadProducts } from './product-view.ts';
import { searchTerms } from './search-text.ts';
import { suggest } from './suggest.ts';

const countryQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .transform((code) => code.toUpperCase())
    .default('GB'),
});

const filterList = z
  .array(
    z.object({
      name: z
        .string()
        .regex(
          attributeNamePattern,
          'a filter name: letters and hyphens, starting with a lower-case letter',
        ),
      value: z.string().min(1).max(100),
    }),
  )
  .max(50, 'at most 50 filters');
const filters = filterList.default([]);

const listingBody = {
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(96).default(24),
  filters,
  sort: z.enum(listingSorts).default('recommended'),
};

const categoryProductsBody = z.object({
  uri: z
    .string()
    .max(300)
    .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a category path such as /all/clothing/jackets'),
  meta: z.boolean().default(false),
  ...listingBody,
});

const brandProductsBody = z.object({
  brand: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a brand slug such as northwall'),
  ...listingBody,
  // The brand is the listing's, so a brand filter could only contradict it.
  filters: filterList
    .refine((list) => list.every((filter) => filter.name !== 'brand'), {
      message: 'a brand listing takes no brand filter: the brand is fixed',
    })
    .default([]),
});

const searchBody = z.object({
  q: z.string().trim().min(1, 'type something to search for').max(200),
  ...listingBody,
});

/**
 * `/api/catalog/*`: products by id or sku, category and brand listings and search (seed 000
 * section 7).
 */
export function catalogueRoutes({ db }: { db: Database }) {
  return new Hono()
    .post(
      '/catalog/products-by-id',
      validate('query', countryQuery),
      validate(
        'json',
        z.object({ ids: z.array(z.number().int().positive()).max(100, 'at most 100 ids') }),
      ),
      async (c) => c.json({ products: await loadProducts(db, c.req.valid('json').ids) }),
    )
    .post(
      '/catalog/products-by-sku',
      validate('query', countryQuery),
      validate(
        'json',
        z.object({ skus: z.array(z.string().min(1).max(64)).max(100, 'at most 100 skus') }),
      ),
      async (c) => {
        const ids = await productIdsForSkus(db, c.req.valid('json').skus);
        return c.json({ products: await loadProducts(db, ids) });
      },
    )
    .post(
      '/catalog/get-category-products',
      validate('query', countryQuery),
      validate('json', categoryProductsBody),
      async (c) => {
        const body = c.req.valid('json');
        const category = await findCategory(db, body.uri);
        if (!category) return c.json({ error: `No category at ${body.uri}` }, 404);
        const listing = await listProducts(db, { ...body, categoryUri: body.uri });
        return c.json({
          ...(await listingAnswer(db, listing, body)),
          ...(body.meta ? { category } : {}),
        });
      },
    )
    .post(
      '/catalog/get-brand-products',
      validate('query', countryQuery),
      validate('json', brandProductsBody),
      async (c) => {
        const body = c.req.valid('json');
        const brand = await findBrand(db, body.brand);
        if (!brand) return c.json({ error: `No brand named ${body.brand}` }, 404);
        const listing = await listProducts(db, { ...body, brandSlug: brand.slug });
        return c.json({ ...(await listingAnswer(db, listing, body)), brand });
      },
    )
    .get(
      '/catalog/suggest',
      validate('query', z.object({ q: z.string().trim().min(1).max(100) })),
      async (c) => {
        const { phrases, productIds } = await suggest(db, c.req.valid('query').q);
        c.header('Cache-Control', 'public, max-age=60');
        return c.json({ phrases, products: await loadProducts(db, productIds) });
      },
    )
    .post(
      '/catalog/search',
      validate('query', countryQuery),
      validate('json', searchBody),
      async (c) => {
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
        const listing = await listProducts(db, { ...body, searchTerms: terms });
        return c.json({ query: body.q, ...(await listingAnswer(db, listing, body)) });
      },
    );
}

async function listingAnswer(
  db: Database,
  listing: Awaited<ReturnType<typeof listProducts>>,
  query: { page: number; pageSize: number; sort: string },
) {
  const totalPages = Math.max(1, Math.ceil(listing.total / query.pageSize));
  return {
    products: await loadProducts(db, listing.productIds),
    total_pages: totalPages,
    total_products: listing.total,
    pagination: { current: query.page, total_pages: totalPages, total_products: listing.total },
    sort: query.sort,
    facets: listing.facets,
  };
}
