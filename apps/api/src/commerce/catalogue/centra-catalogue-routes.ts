import { createHash, timingSafeEqual } from 'node:crypto';
import type { Product } from '@cairn/commerce-client';
import { and, asc, count, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { loadProducts } from '../../catalogue/product-view.ts';
import {
  type CentraBrandInput,
  type CentraCategoryInput,
  type CentraProductInput,
  centraProductsRequestSchema,
} from '../../catalogue-import/centra/centra-wire.ts';
import type { Database } from '../../db/database.ts';
import { brands, categories, productCategories, products, variants } from '../../db/schema.ts';
import { CommerceError } from '../commerce-error.ts';
import { type CommerceEnv, input, reply } from '../session/session-middleware.ts';

export type CentraCatalogueRoutesOptions = {
  db: Database;
  /** The shop's public origin: media URLs point at its image service. */
  publicUrl: string;
  /**
   * The plugin's shared secret: when set, the catalogue answers only calls that carry it
   * (`Authorization: Bearer …`), as a server-side integration does.
   */
  sharedSecret?: string | undefined;
};

/** The most products one `POST /products` answers, whatever `limit` asks. */
export const centraPageLimit = 500;
/**
 * Products answered without a `limit` (or product ids). Centra answers its whole catalogue
 * then; here that would be megabytes built for one anonymous call, so it is a first page.
 */
export const centraDefaultPage = 100;

/**
 * The catalogue calls of Centra's Checkout API over the shop's own catalogue, in Centra's
 * wire shape (centra-wire.ts): `POST /products` (paged with `skipFirst` and `limit`, filtered
 * by `products`, `categories`, `brands`, `onlyAvailable`), `GET /categories`, `GET /brands`.
 * The catalogue import reads a real Centra through the same calls (`--from-centra`), so it is
 * tested end to end against these. Category and brand ids are positions in the catalogue's
 * order: stable while the catalogue is, as a Centra id is; the import maps by uri, not id.
 */
export function centraCatalogueRoutes({
  db,
  publicUrl,
  sharedSecret,
}: CentraCatalogueRoutesOptions) {
  const app = new Hono<CommerceEnv>();
  app.use('/products', requireSharedSecret(sharedSecret));
  app.use('/categories', requireSharedSecret(sharedSecret));
  app.use('/brands', requireSharedSecret(sharedSecret));
  const origin = publicUrl.replace(/\/+$/, '');

  app.post('/products', input('json', centraProductsRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const ids = await taxonomyIds(db);
    const filters = [isNull(products.retiredAt)];
    if (body.products) filters.push(inArray(products.id, body.products.map(Number)));
    if (body.brands) {
      const slugs = body.brands.flatMap((id) => ids.brandSlugById.get(String(id)) ?? []);
      filters.push(inArray(products.brandSlug, slugs.length > 0 ? slugs : ['']));
    }
    if (body.categories) {
      const uris = body.categories.flatMap((id) => ids.categoryUriById.get(String(id)) ?? []);
      filters.push(
        inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(inArray(productCategories.categoryUri, uris.length > 0 ? uris : [''])),
        ),
      );
    }
    if (body.onlyAvailable) {
      filters.push(
        sql`exists (select 1 from ${variants} v where v.product_id = ${products.id} and v.stock > 0)`,
      );
    }
    const where = and(...filters);
    const limit = Math.min(
      body.limit ?? body.products?.length ?? centraDefaultPage,
      centraPageLimit,
    );
    const [page, [total]] = await Promise.all([
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(asc(products.id))
        .limit(limit)
        .offset(body.skipFirst),
      db.select({ products: count() }).from(products).where(where),
    ]);
    const loaded = await loadProducts(
      db,
      page.map((row) => row.id),
    );
    const bundleSkus = loaded.flatMap((product) =>
      (product.bundleInfo?.items ?? []).map((item) => item.sku),
    );
    const productIdBySku = await productIdsBySku(db, bundleSkus);
    return reply(c, {
      products: loaded.map((product) => centraProduct(product, ids, productIdBySku, origin)),
      productCount: total?.products ?? 0,
      filter: [],
    });
  });

  app.get('/categories', async (c) => {
    const ids = await taxonomyIds(db);
    return reply(c, {
      categories: ids.categories.map(
        (category): CentraCategoryInput => ({
          category: ids.categoryIdByUri.get(category.uri) ?? '0',
          name: ids.fullName(category.uri),
          uri: category.uri.slice(1),
          ...(category.parentUri && {
            inCategory: ids.categoryIdByUri.get(category.parentUri) ?? '0',
          }),
          metaTitle: category.metaTitle,
          metaDescription: category.metaDescription,
          cairn: { kind: category.kind },
        }),
      ),
    });
  });

  app.get('/brands', async (c) => {
    const ids = await taxonomyIds(db);
    return reply(c, {
      brands: ids.brands.map(
        (brand): CentraBrandInput => ({
          brand: ids.brandIdBySlug.get(brand.slug) ?? '0',
          name: brand.name,
          uri: brand.slug,
          metaTitle: brand.name,
          metaDescription: brand.description,
          metaKeywords: '',
          cairn: { description: brand.description, subPages: brand.subPages },
        }),
      ),
    });
  });
  return app;
}

function requireSharedSecret(secret: string | undefined): MiddlewareHandler<CommerceEnv> {
  const expected = secret ? digest(secret) : undefined;
  return async function sharedSecretCheck(c, next) {
    if (expected) {
      const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        throw new CommerceError(401, {
          authorization: 'The catalogue is read with the shared secret (Authorization: Bearer …)',
        });
      }
    }
    await next();
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

type TaxonomyIds = Awaited<ReturnType<typeof taxonomyIds>>;

/** Categories and brands in the catalogue's order, numbered from 1 as Centra's ids. */
async function taxonomyIds(db: Database) {
  const [categoryRows, brandRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.uri)),
    db.select().from(brands).orderBy(asc(brands.slug)),
  ]);
  const categoryIdByUri = new Map(categoryRows.map((row, index) => [row.uri, String(index + 1)]));
  const brandIdBySlug = new Map(brandRows.map((row, index) => [row.slug, String(index + 1)]));
  const nameByUri = new Map(categoryRows.map((row) => [row.uri, row.name]));
  const parentByUri = new Map(categoryRows.map((row) => [row.uri, row.parentUri]));
  /** Centra names a category with its ancestors' names first. */
  const fullName = (uri: string): string[] => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at: string | null | undefined = uri; at && !seen.has(at); at = parentByUri.get(at)) {
      seen.add(at);
      names.unshift(nameByUri.get(at) ?? at);
    }
    return names;
  };
  return {
    categories: categoryRows,
    brands: brandRows,
    categoryIdByUri,
    brandIdBySlug,
    categoryUriById: new Map([...categoryIdByUri].map(([uri, id]) => [id, uri])),
    brandSlugById: new Map([...brandIdBySlug].map(([slug, id]) => [id, slug])),
    fullName,
  };
}

/** A bundle item names a product's sku (any size) or a size's sku (that one): its product. */
async function productIdsBySku(db: Database, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const wanted = [...new Set(skus)];
  const [byProduct, bySize] = await Promise.all([
    db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.sku, wanted)),
    db
      .select({ id: variants.productId, sku: variants.sku })
      .from(variants)
      .where(inArray(variants.sku, wanted)),
  ]);
  return new Map([...byProduct, ...bySize].map((row) => [row.sku, row.id]));
}

const money = (pounds: number) => `${pounds.toFixed(2)}\u00a0GBP`;

/** One product as Centra's `POST /products` shows it, with Cairn's extras as `cairn`. */
function centraProduct(
  product: Product,
  ids: TaxonomyIds,
  productIdBySku: Map<string, number>,
  origin: string,
): CentraProductInput {
  const urls = product.images.map(
    (image) => `${origin}/images/products/${encodeURIComponent(image.filename)}`,
  );
  const [home] = product.categoryUris;
  const bundle = product.bundleInfo;
  return {
    product: String(product.id),
    name: product.name,
    uri: product.slug,
    sku: product.sku,
    productSku: product.code,
    brand: ids.brandIdBySlug.get(product.brandSlug) ?? '0',
    brandName: product.brandName,
    brandUri: product.brandSlug,
    variantName: product.colour.name,
    excerpt: product.excerpt,
    description: product.description,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    price: money(product.priceAsNumber),
    priceAsNumber: product.priceAsNumber,
    priceBeforeDiscount: money(product.priceBeforeDiscountAsNumber),
    priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
    discountPercent: product.discountPercent,
    showAsOnSale: product.discountPercent > 0,
    ...(home && {
      category: ids.categoryIdByUri.get(home) ?? '0',
      categoryName: ids.fullName(home),
      categoryUri: home.slice(1),
    }),
    categories: product.categoryUris.map((uri, index) => ({
      category: ids.categoryIdByUri.get(uri) ?? '0',
      name: ids.fullName(uri),
      uri: uri.slice(1),
      sortOrder: index,
    })),
    items: product.items.map((item, index) => ({
      item: `${product.id}-${index + 1}`,
      sizeId: String(index + 1),
      name: item.size,
      sku: item.sku,
      ean: '',
      // The embedded plugin exposes stock numbers (a Centra plugin setting; "yes"/"no" else).
      stock: item.stock,
    })),
    media: { standard: urls, full: urls },
    swatch: { desc: product.colour.name, hex: product.colour.hex },
    available: product.available,
    bundleInfo: bundle
      ? {
          bundle: String(product.id),
          type: bundle.type,
          priceType: 'static',
          sections: bundle.items.map((item, index) => ({
            section: String(index + 1),
            quantity: item.quantity,
            products: [String(productIdBySku.get(item.sku) ?? 0)],
          })),
        }
      : null,
    cairn: {
      code: product.code,
      suffix: product.suffix,
      gender: product.gender,
      attributes: product.attributes,
      rating: product.rating,
      createdAt: product.createdAt,
      story: product.story,
      images: product.images.map((image) => ({
        filename: image.filename,
        modelImage: image.model_image,
        studioImage: image.studio_image,
      })),
      // Centra's sections name products; Cairn's bundle items may name one size and choices.
      ...(bundle && { bundleItems: bundle.items }),
    },
  };
}
