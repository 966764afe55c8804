import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseSearchText } from '../catalogue/search-text.ts';
import type { BrandRecord, CategoryRecord, ProductRecord } from './feed-format.ts';
import { batchesOf, type Executor, rowsOf } from './sql-rows.ts';

/** What a full or upsert import changed, row by row. */
export type SyncChanges = {
  brands: string[];
  categories: string[];
  addedProducts: number[];
  /** Products whose facts, placements, sizes or stock changed (restored ones too). */
  changedProducts: number[];
  retiredProducts: number[];
};

export type SyncOptions = {
  /** Retire the shop's products the feed lacks (a full sync). */
  retireMissing: boolean;
  /**
   * Products to retire by id, whatever the mode: those a Centra webhook named that Centra no
   * longer answers (made inactive, or taken out of the store's market).
   */
  retire?: readonly number[];
  /** Keep the stock of sizes the shop has (the demo seed: orders since keep their effect). */
  keepStock: boolean;
  /** Names of the categories and brands already in the shop, for `search_text`. */
  known: { brandNames: Map<string, string>; categoryNames: Map<string, string> };
  onStep?: (step: string) => void;
};

// One statement carries this many rows as one JSON parameter: few statements (PGlite runs one
// at a time) and each well under the pool's 15 s statement time-out.
const productBatch = 2_000;
const rowBatch = 20_000;

/**
 * Writes brands, categories and products (placements and sizes) of a feed, changing only rows
 * that differ: every upsert's `where … is distinct from …` skips equal rows and its `returning`
 * names the changed ones, so a second run of the same feed writes nothing and says so.
 */
export async function syncCatalogue(
  tx: Executor,
  records: { brands: BrandRecord[]; categories: CategoryRecord[]; products: ProductRecord[] },
  { retireMissing, retire = [], keepStock, known, onStep }: SyncOptions,
): Promise<SyncChanges> {
  const brandNames = new Map(known.brandNames);
  for (const brand of records.brands) brandNames.set(brand.slug, brand.name);
  const categoryNames = new Map(known.categoryNames);
  for (const category of records.categories) categoryNames.set(category.uri, category.name);

  onStep?.('brands');
  const brands = await upsertBrands(tx, records.brands);
  onStep?.('categories');
  const categories = await upsertCategories(tx, records.categories);

  const added = new Set<number>();
  const changed = new Set<number>();
  const factsChanged = new Set<number>();
  onStep?.('products');
  for (const batch of batchesOf(records.products, productBatch)) {
    const rows = batch.map((product) => productRow(product, brandNames, categoryNames));
    for (const row of await rowsOf(
      tx,
      sql`insert into products (${productColumns}, retired_at, updated_at)
        select ${productColumns}, null, now()
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(${productColumnTypes})
        on conflict (id) do update set ${productUpdates}, retired_at = null, updated_at = now()
        where (${productTuple('products')}, products.retired_at)
          is distinct from (${productTuple('excluded')}, excluded.retired_at)
        returning id, (xmax = 0) as inserted`,
      z.object({ id: z.coerce.number(), inserted: z.boolean() }),
    )) {
      if (row.inserted) added.add(row.id);
      else {
        changed.add(row.id);
        factsChanged.add(row.id);
      }
    }
  }

  // A renamed brand or category changes the search text of its products the feed left out
  // (an upsert or a delta of brands): made again here, as the seed made it.
  for (const id of await refreshSearchText(tx, {
    brands,
    categories,
    inFeed: new Set(records.products.map((product) => product.id)),
    brandNames,
    categoryNames,
  })) {
    changed.add(id);
  }

  onStep?.('category placements');
  const placementChanges = await syncPlacements(tx, records.products, added);
  onStep?.('sizes');
  const sizeChanges = await syncVariants(tx, records.products, added, keepStock);
  for (const id of [...placementChanges, ...sizeChanges.sizes, ...sizeChanges.stock]) {
    if (!added.has(id)) changed.add(id);
  }
  // A product's page shows its placements (breadcrumbs) and sizes: the sitemap's lastmod moves
  // with them. Stock alone does not change what the page is.
  const touched = [...placementChanges, ...sizeChanges.sizes].filter(
    (id) => !added.has(id) && !factsChanged.has(id),
  );
  for (const batch of batchesOf(touched, rowBatch)) {
    await tx.execute(sql`update products set updated_at = now()
      where id in (select value::int from json_array_elements_text(${JSON.stringify(batch)}::json))`);
  }

  let retired: number[] = [];
  if (retireMissing) {
    onStep?.('retiring');
    // Worked out here rather than with `not in (…50,000 ids)`, which PostgreSQL and PGlite
    // plan as a scan of the list for every product.
    const inFeed = new Set(records.products.map((product) => product.id));
    const missing = (
      await rowsOf(
        tx,
        sql`select id from products where retired_at is null`,
        z.object({ id: z.coerce.number() }),
      )
    )
      .map((row) => row.id)
      .filter((id) => !inFeed.has(id));
    for (const batch of batchesOf(missing, rowBatch)) {
      await tx.execute(sql`update products set retired_at = now(), updated_at = now()
        where id in (select value::int from json_array_elements_text(${JSON.stringify(batch)}::json))`);
    }
    retired = missing;
    // A product the feed left out is retired, whatever else changed about it.
    for (const id of missing) changed.delete(id);
  }
  if (retire.length > 0) {
    for (const row of await rowsOf(
      tx,
      sql`update products set retired_at = now(), updated_at = now()
        where retired_at is null
          and id in (select value::int from json_array_elements_text(${JSON.stringify(retire)}::json))
        returning id`,
      z.object({ id: z.coerce.number() }),
    )) {
      retired.push(row.id);
      changed.delete(row.id);
    }
  }
  return {
    brands,
    categories,
    addedProducts: [...added].sort((a, b) => a - b),
    changedProducts: [...changed].sort((a, b) => a - b),
    retiredProducts: retired.sort((a, b) => a - b),
  };
}

async function refreshSearchText(
  tx: Executor,
  {
    brands,
    categories,
    inFeed,
    brandNames,
    categoryNames,
  }: {
    brands: string[];
    categories: string[];
    inFeed: Set<number>;
    brandNames: Map<string, string>;
    categoryNames: Map<string, string>;
  },
): Promise<number[]> {
  if (brands.length + categories.length === 0) return [];
  const products = await rowsOf(
    tx,
    sql`select p.id, p.name, p.brand_slug, p.colour_name, p.gender, p.search_text,
        coalesce((select json_agg(pc.category_uri order by pc.position)
          from product_categories pc where pc.product_id = p.id), '[]'::json) as categories
      from products p
      where p.brand_slug in (select value from json_array_elements_text(${JSON.stringify(brands)}::json))
        or p.id in (select product_id from product_categories
          where category_uri in (select value from json_array_elements_text(${JSON.stringify(categories)}::json)))`,
    z.object({
      id: z.coerce.number(),
      name: z.string(),
      brand_slug: z.string(),
      colour_name: z.string(),
      gender: z.string(),
      search_text: z.string(),
      categories: z.array(z.string()),
    }),
  );
  const stale = products
    .filter((product) => !inFeed.has(product.id))
    .map((product) => ({
      id: product.id,
      before: product.search_text,
      search_text: productSearchText(
        {
          name: product.name,
          brand: product.brand_slug,
          colour: { name: product.colour_name },
          gender: product.gender,
          categories: product.categories,
        },
        brandNames,
        categoryNames,
      ),
    }))
    .filter((product) => product.search_text !== product.before)
    .map(({ id, search_text }) => ({ id, search_text }));
  for (const batch of batchesOf(stale, rowBatch)) {
    await tx.execute(sql`update products set search_text = r.search_text
      from json_to_recordset(${JSON.stringify(batch)}::json) as r(id integer, search_text text)
      where products.id = r.id`);
  }
  return stale.map((product) => product.id);
}

async function upsertBrands(tx: Executor, brands: BrandRecord[]): Promise<string[]> {
  if (brands.length === 0) return [];
  const rows = brands.map(({ slug, name, description, subPages }) => ({
    slug,
    name,
    description,
    sub_pages: subPages,
  }));
  const changed = await rowsOf(
    tx,
    sql`insert into brands (slug, name, description, sub_pages)
      select slug, name, description, array(select json_array_elements_text(sub_pages))
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(slug text, name text, description text, sub_pages json)
      on conflict (slug) do update set name = excluded.name,
        description = excluded.description, sub_pages = excluded.sub_pages
      where (brands.name, brands.description, brands.sub_pages)
        is distinct from (excluded.name, excluded.description, excluded.sub_pages)
      returning slug`,
    z.object({ slug: z.string() }),
  );
  return changed.map((row) => row.slug);
}

async function upsertCategories(tx: Executor, categories: CategoryRecord[]): Promise<string[]> {
  if (categories.length === 0) return [];
  // Menus list categories in the order the feed gives them.
  const rows = categories.map((category, position) => ({
    uri: category.uri,
    name: category.name,
    parent_uri: category.parentUri,
    kind: category.kind,
    meta_title: category.metaTitle,
    meta_description: category.metaDescription,
    position,
  }));
  const changed = await rowsOf(
    tx,
    sql`insert into categories (uri, name, parent_uri, kind, meta_title, meta_description, position)
      select uri, name, parent_uri, kind, meta_title, meta_description, position
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(uri text, name text,
        parent_uri text, kind text, meta_title text, meta_description text, position integer)
      on conflict (uri) do update set name = excluded.name, parent_uri = excluded.parent_uri,
        kind = excluded.kind, meta_title = excluded.meta_title,
        meta_description = excluded.meta_description, position = excluded.position
      where (categories.name, categories.parent_uri, categories.kind, categories.meta_title,
          categories.meta_description, categories.position)
        is distinct from (excluded.name, excluded.parent_uri, excluded.kind, excluded.meta_title,
          excluded.meta_description, excluded.position)
      returning uri`,
    z.object({ uri: z.string() }),
  );
  return changed.map((row) => row.uri);
}

/** Each product's category uris in order; replaced whole where they differ. */
async function syncPlacements(
  tx: Executor,
  products: ProductRecord[],
  added: Set<number>,
): Promise<number[]> {
  const existing = new Map<number, string>();
  if (added.size < products.length) {
    for (const row of await rowsOf(
      tx,
      sql`select product_id, string_agg(category_uri, ' ' order by position) as uris
        from product_categories group by product_id`,
      z.object({ product_id: z.coerce.number(), uris: z.string() }),
    )) {
      existing.set(row.product_id, row.uris);
    }
  }
  const differing = products.filter(
    (product) => existing.get(product.id) !== product.categories.join(' '),
  );
  const ids = differing.filter((product) => !added.has(product.id)).map((product) => product.id);
  for (const batch of batchesOf(ids, rowBatch)) {
    await tx.execute(sql`delete from product_categories
      where product_id in (select value::int from json_array_elements_text(${JSON.stringify(batch)}::json))`);
  }
  const links = differing.flatMap((product) =>
    product.categories.map((uri, position) => ({ p: product.id, c: uri, n: position })),
  );
  for (const batch of batchesOf(links, rowBatch)) {
    await tx.execute(sql`insert into product_categories (product_id, category_uri, position)
      select p, c, n from json_to_recordset(${JSON.stringify(batch)}::json) as r(p integer, c text, n integer)`);
  }
  return ids;
}

/**
 * Each product's sizes: new ones added, changed ones updated, ones the feed no longer lists
 * removed, then stock. Answers the products whose sizes changed and those whose stock alone did.
 */
async function syncVariants(
  tx: Executor,
  products: ProductRecord[],
  added: Set<number>,
  keepStock: boolean,
): Promise<{ sizes: number[]; stock: number[] }> {
  const rows = products.flatMap((product) =>
    product.variants.map((variant, position) => ({
      s: variant.sku,
      p: product.id,
      z: variant.size,
      q: variant.stock,
      n: position,
    })),
  );
  const sizes = new Set<number>();
  const stock = new Set<number>();
  for (const batch of batchesOf(rows, rowBatch)) {
    const written = await rowsOf(
      tx,
      sql`insert into variants (sku, product_id, size, stock, position)
        select s, p, z, q, n from json_to_recordset(${JSON.stringify(batch)}::json)
          as r(s text, p integer, z text, q integer, n integer)
        on conflict (sku) do update set product_id = excluded.product_id,
          size = excluded.size, position = excluded.position
        where (variants.product_id, variants.size, variants.position)
          is distinct from (excluded.product_id, excluded.size, excluded.position)
        returning product_id`,
      z.object({ product_id: z.coerce.number() }),
    );
    for (const row of written) sizes.add(row.product_id);
  }
  // Only products the shop had can have sizes to remove or stock to change.
  const existing = products.filter((product) => !added.has(product.id));
  if (existing.length === 0) return { sizes: [...sizes], stock: [] };
  const existingRows = rows.filter((row) => !added.has(row.p));
  // Sizes a product no longer comes in (a size that moved to another product was updated
  // above), found here for the same reason as retired products are.
  const wanted = new Set(existingRows.map((row) => row.s));
  const existingIds = new Set(existing.map((product) => product.id));
  const gone = (
    await rowsOf(
      tx,
      sql`select sku, product_id from variants`,
      z.object({ sku: z.string(), product_id: z.coerce.number() }),
    )
  ).filter((row) => existingIds.has(row.product_id) && !wanted.has(row.sku));
  const removed: { product_id: number }[] = [];
  for (const batch of batchesOf(gone, rowBatch)) {
    await tx.execute(sql`delete from variants
      where sku in (select value from json_array_elements_text(${JSON.stringify(batch.map((row) => row.sku))}::json))`);
    removed.push(...batch);
  }
  for (const row of removed) sizes.add(row.product_id);
  if (!keepStock) {
    for (const batch of batchesOf(existingRows, rowBatch)) {
      const counted = await rowsOf(
        tx,
        sql`update variants set stock = r.q
          from json_to_recordset(${JSON.stringify(batch.map(({ s, q }) => ({ s, q })))}::json) as r(s text, q integer)
          where variants.sku = r.s and variants.stock is distinct from r.q
          returning variants.product_id`,
        z.object({ product_id: z.coerce.number() }),
      );
      for (const row of counted) stock.add(row.product_id);
    }
  }
  return { sizes: [...sizes], stock: [...stock].filter((id) => !sizes.has(id)) };
}

/** A product's row as `json_to_recordset` reads it (column names as in the table). */
function productRow(
  product: ProductRecord,
  brandNames: Map<string, string>,
  categoryNames: Map<string, string>,
) {
  return {
    id: product.id,
    code: product.code,
    suffix: product.suffix,
    slug: product.slug,
    sku: product.sku,
    name: product.name,
    brand_slug: product.brand,
    gender: product.gender,
    price_minor: product.priceMinor,
    price_before_discount_minor: product.priceBeforeDiscountMinor,
    colour_name: product.colour.name,
    colour_hex: product.colour.hex,
    description: product.description,
    excerpt: product.excerpt,
    meta_title: product.meta.title,
    meta_description: product.meta.description,
    bundle_info: product.bundleInfo,
    images: product.images,
    attributes: product.attributes,
    rating_average: product.rating.average,
    rating_count: product.rating.count,
    created_at: product.createdAt,
    story: product.story,
    search_text: productSearchText(product, brandNames, categoryNames),
  };
}

/**
 * What search matches a product by: name, brand, colour, mens/womens and its categories'
 * names, normalised. The search index depends on this being exactly what the seed wrote.
 */
export function productSearchText(
  product: {
    name: string;
    brand: string;
    colour: { name: string };
    gender: string;
    categories: readonly string[];
  },
  brandNames: Map<string, string>,
  categoryNames: Map<string, string>,
): string {
  return normaliseSearchText(
    [
      product.name,
      brandNames.get(product.brand) ?? '',
      product.colour.name,
      product.gender === 'male' ? 'mens' : product.gender === 'female' ? 'womens' : '',
      ...product.categories.map((uri) => categoryNames.get(uri) ?? ''),
    ].join(' '),
  );
}

// The product columns an import writes, their types for json_to_recordset, and the upsert's
// comparison: one list, so the insert, the update and the `is distinct from` never disagree.
const productColumnList = [
  ['id', 'integer'],
  ['code', 'text'],
  ['suffix', 'text'],
  ['slug', 'text'],
  ['sku', 'text'],
  ['name', 'text'],
  ['brand_slug', 'text'],
  ['gender', 'text'],
  ['price_minor', 'integer'],
  ['price_before_discount_minor', 'integer'],
  ['colour_name', 'text'],
  ['colour_hex', 'text'],
  ['description', 'text'],
  ['excerpt', 'text'],
  ['meta_title', 'text'],
  ['meta_description', 'text'],
  ['bundle_info', 'jsonb'],
  ['images', 'jsonb'],
  ['attributes', 'jsonb'],
  ['rating_average', 'real'],
  ['rating_count', 'integer'],
  ['created_at', 'timestamptz'],
  ['story', 'jsonb'],
  ['search_text', 'text'],
] as const;
const updatedColumns = productColumnList.map(([name]) => name).filter((name) => name !== 'id');
const productColumns = sql.raw(productColumnList.map(([name]) => name).join(', '));
const productColumnTypes = sql.raw(
  productColumnList.map(([name, type]) => `${name} ${type}`).join(', '),
);
const productUpdates = sql.raw(
  updatedColumns.map((name) => `${name} = excluded.${name}`).join(', '),
);
function productTuple(table: 'products' | 'excluded') {
  return sql.raw(updatedColumns.map((name) => `${table}.${name}`).join(', '));
}
