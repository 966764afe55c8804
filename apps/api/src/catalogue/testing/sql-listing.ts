import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Suggestion } from '../catalogue-search.ts';
import {
  attributeFacetsOf,
  type Facet,
  type FiltersByName,
  fixedFacets,
  genderLabels,
  type Listing,
  type ListingQuery,
  priceRanges,
} from '../listing.ts';
import { searchTerms } from '../search-text.ts';

/*
 * The category, brand and search listing in SQL, as the API answered it until the catalogue
 * index (`../search-index/`) took over: one statement a request, whose cost grows with the
 * catalogue. Kept only as the reference `indexed-listing.test.ts` holds the index to: the same
 * products, facet counts, sort orders and typo matches. Not used by the API.
 */

// A word matches a product's words at this trigram similarity or above: one or two typos.
const typoSimilarity = 0.4;

/**
 * Lists products of a category, a brand or a search with filters, sort and paging, and the
 * facet counts a filter UI shows. Each facet is counted with every filter except its own
 * applied, so a shopper sees how many products each further choice of that facet would add.
 *
 * One statement: the category, brand or search is evaluated once (a materialised `scope`), and
 * the page, the total and every facet count are subqueries over it, each answered as JSON. The
 * embedded database runs one statement at a time and each costs more than the work in it.
 */
export async function listProductsInSql(db: Database, query: ListingQuery): Promise<Listing> {
  const { filters: filtersByName } = query;
  const allFilters = filterConditions(filtersByName);
  const inScope = sql`p.id in (select id from scope)`;
  const where = and([inScope, ...allFilters.values()]);
  const exceptOwn = (name: string) =>
    and([
      inScope,
      ...[...allFilters].filter(([key]) => key !== name).map(([, condition]) => condition),
    ]);
  const order = orderBy(query);
  const offset = (query.page - 1) * query.pageSize;
  const attributeNames = [...filtersByName.keys()].filter(
    (name) => !(fixedFacets as readonly string[]).includes(name),
  );
  const fixed = sql.join(
    fixedFacets.map((name) => sql`${name}`),
    sql`, `,
  );

  const [row] = await rows<ListingRow>(
    db,
    sql`with scope as materialized (select p.id from products p where ${scopeCondition(query)})
    select
      (select coalesce(json_agg(page.id order by page.position), '[]'::json) from (
        select p.id, row_number() over (order by ${order}) as position
        from products p where ${where} order by ${order} limit ${query.pageSize} offset ${offset}
      ) page) as "productIds",
      (select count(*)::int from products p where ${where}) as total,
      ${
        query.brandSlug
          ? sql`'[]'::json`
          : facetValues(
              sql`select p.brand_slug as value, b.name as label, count(*)::int as count from products p join brands b on b.slug = p.brand_slug where ${exceptOwn('brand')} group by p.brand_slug, b.name`,
              sql`f.label`,
            )
      } as brand,
      ${facetValues(
        sql`select p.gender as value, p.gender as label, count(*)::int as count from products p where ${exceptOwn('gender')} group by p.gender`,
        sql`f.value`,
      )} as gender,
      ${facetValues(
        sql`select p.colour_name as value, p.colour_name as label, count(*)::int as count from products p where ${exceptOwn('colour')} group by p.colour_name`,
        sql`f.value`,
      )} as colour,
      ${facetValues(
        sql`select v.size as value, v.size as label, count(distinct p.id)::int as count, min(v.position) as position from products p join variants v on v.product_id = p.id and v.stock > 0 where ${exceptOwn('size')} group by v.size`,
        sql`f.position, f.value`,
      )} as size,
      ${facetValues(
        sql`select ${priceBucket()} as value, '' as label, count(*)::int as count from products p where ${exceptOwn('price')} group by 1`,
        sql`f.value`,
      )} as price,
      ${facetValues(
        sql`select 'true' as value, 'On sale' as label, count(*)::int as count from products p where ${exceptOwn('sale')} and p.price_minor < p.price_before_discount_minor`,
        sql`f.value`,
      )} as sale,
      ${facetValues(
        sql`select 'in-stock' as value, 'In stock' as label, count(*)::int as count from products p where ${exceptOwn('availability')} and ${inStock()}`,
        sql`f.value`,
      )} as availability,
      ${facetValues(
        // Attributes nobody filters on are counted under every filter at once; each filtered
        // attribute is counted again without its own filter.
        sql.join(
          [
            sql`select kv.key as name, kv.value as value, count(*)::int as count, false as own from products p, jsonb_each_text(p.attributes) kv where ${where} and kv.key not in (${fixed}) group by kv.key, kv.value`,
            ...attributeNames.map(
              (name) =>
                sql`select ${name}::text as name, p.attributes ->> ${name} as value, count(*)::int as count, true as own from products p where ${exceptOwn(name)} and p.attributes ? ${name} group by 2`,
            ),
          ],
          sql` union all `,
        ),
        sql`f.own, f.name, f.value`,
      )} as attributes`,
  );
  if (!row) throw new Error('The listing statement answered no row');

  const selected = (name: string, value: string) =>
    filtersByName.get(name)?.includes(value) ?? false;
  const facet = (
    name: string,
    label: string,
    values: Row[],
    relabel?: (value: string) => string,
  ): Facet => ({
    name,
    label,
    values: values
      .filter((entry) => entry.count > 0 || selected(name, entry.value))
      .map((entry) => ({
        value: entry.value,
        label: relabel ? relabel(entry.value) : entry.label,
        count: entry.count,
        selected: selected(name, entry.value),
      })),
  });
  const priceCounts = new Map(row.price.map((entry) => [entry.value, entry.count]));
  return {
    productIds: row.productIds,
    total: row.total,
    facets: [
      facet('brand', 'Brand', row.brand),
      facet('gender', 'Gender', row.gender, (value) => genderLabels[value] ?? value),
      facet('colour', 'Colour', row.colour),
      facet('size', 'Size', row.size),
      facet(
        'price',
        'Price',
        priceRanges.map((range) => ({
          value: range.value,
          label: range.label,
          count: priceCounts.get(range.value) ?? 0,
        })),
      ),
      facet('sale', 'Offers', row.sale),
      facet('availability', 'Availability', row.availability),
      ...attributeFacets(row.attributes, attributeNames, filtersByName),
    ].filter((entry) => entry.values.length > 0),
  };
}

type ListingRow = {
  productIds: number[];
  total: number;
  brand: Row[];
  gender: Row[];
  colour: Row[];
  size: Row[];
  price: Row[];
  sale: Row[];
  availability: Row[];
  attributes: AttributeRow[];
};

/** `own`: counted without the attribute's own filter, else under every filter. */
type AttributeRow = { name: string; value: string; count: number; own: boolean };

/** The rows of a grouped count as a JSON array, in `order` (over the rows' columns, as `f`). */
function facetValues(select: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(row_to_json(f) order by ${order}), '[]'::json) from (${select}) f)`;
}

type Row = { value: string; label: string; count: number };

function scopeCondition(query: ListingQuery): SQL {
  const conditions: SQL[] = [];
  if (query.categoryUri) {
    conditions.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_uri = ${query.categoryUri})`,
    );
  }
  if (query.brandSlug) conditions.push(sql`p.brand_slug = ${query.brandSlug}`);
  for (const term of query.searchTerms ?? []) {
    conditions.push(
      sql`(position(${term} in p.search_text) > 0 or strict_word_similarity(${term}, p.search_text) >= ${typoSimilarity})`,
    );
  }
  return and(conditions);
}

function filterConditions(filtersByName: FiltersByName): Map<string, SQL> {
  const conditions = new Map<string, SQL>();
  for (const [name, values] of filtersByName) {
    conditions.set(name, filterCondition(name, values));
  }
  return conditions;
}

function filterCondition(name: string, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  switch (name) {
    case 'brand':
      return sql`p.brand_slug in (${list})`;
    case 'gender':
      return sql`p.gender in (${list})`;
    case 'colour':
      return sql`p.colour_name in (${list})`;
    case 'size':
      return sql`exists (select 1 from variants v where v.product_id = p.id and v.stock > 0 and v.size in (${list}))`;
    case 'price':
      return sql`${priceBucket()} in (${list})`;
    case 'sale':
      return values.includes('true')
        ? sql`p.price_minor < p.price_before_discount_minor`
        : sql`true`;
    case 'availability':
      return values.includes('in-stock') ? inStock() : sql`true`;
    default:
      return sql`p.attributes ->> ${name} in (${list})`;
  }
}

function inStock(): SQL {
  return sql`exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)`;
}

/** The price range a product falls in, as the value of the `price` filter. */
function priceBucket(): SQL {
  const cases = priceRanges.map((range) =>
    range.max === null
      ? sql`when p.price_minor >= ${range.min * 100} then ${range.value}`
      : sql`when p.price_minor >= ${range.min * 100} and p.price_minor < ${range.max * 100} then ${range.value}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/** Attribute facets by name, values in order; a filtered attribute's own counts win. */
function attributeFacets(
  counted: AttributeRow[],
  filteredAttributeNames: string[],
  filtersByName: FiltersByName,
): Facet[] {
  const counts = new Map<string, Map<string, number>>();
  // The counts under every filter come first, then each filtered attribute's own.
  for (const row of counted) {
    if (row.own || filteredAttributeNames.includes(row.name)) continue;
    const values = counts.get(row.name) ?? new Map<string, number>();
    values.set(row.value, row.count);
    counts.set(row.name, values);
  }
  for (const row of counted) {
    if (!row.own) continue;
    const values = counts.get(row.name) ?? new Map<string, number>();
    values.set(row.value, row.count);
    counts.set(row.name, values);
  }
  return attributeFacetsOf(counts, filtersByName);
}

function orderBy(query: ListingQuery): SQL {
  switch (query.sort) {
    case 'newest':
      return sql`p.created_at desc, p.id`;
    case 'price-asc':
      return sql`p.price_minor asc, p.id`;
    case 'price-desc':
      return sql`p.price_minor desc, p.id`;
    case 'top-rated':
      return sql`p.rating_average desc, p.rating_count desc, p.id`;
    case 'biggest-discount':
      return sql`(p.price_before_discount_minor - p.price_minor)::float / greatest(p.price_before_discount_minor, 1) desc, p.id`;
    default:
      if (query.searchTerms?.length) {
        const similarity = sql.join(
          query.searchTerms.map((term) => sql`word_similarity(${term}, p.search_text)`),
          sql` + `,
        );
        return sql`(${similarity}) desc, p.rating_count desc, p.id`;
      }
      return sql`p.rating_count desc, p.id`;
  }
}

function and(conditions: SQL[]): SQL {
  return conditions.length === 0
    ? sql`true`
    : sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` and `,
      );
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Predictive search as the API answered it in SQL: the reference for the index's `suggest`. */
export async function suggestInSql(db: Database, query: string, limit = 5): Promise<Suggestion> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { phrases: [], productIds: [] };
  const phrase = terms.join(' ');
  const [phraseRows, listing] = await Promise.all([
    db.execute(sql`
      select label, kind, uri from (
        select c.name as label, 'category' as kind, c.uri as uri,
               word_similarity(${phrase}, lower(c.name)) as score, length(c.uri) as depth
        from categories c where c.kind = 'catalogue'
        union all
        select b.name, 'brand', '/brands/' || b.slug,
               word_similarity(${phrase}, lower(b.name)), 0
        from brands b
      ) candidates
      where score >= 0.5 or lower(label) like ${`${phrase}%`}
      order by score desc, depth, label
      limit ${limit}`),
    listProductsInSql(db, {
      searchTerms: terms,
      filters: new Map(),
      sort: 'recommended',
      page: 1,
      pageSize: limit,
    }),
  ]);
  const rows = (phraseRows as unknown as { rows: Suggestion['phrases'] }).rows;
  return { phrases: rows, productIds: listing.productIds };
}
