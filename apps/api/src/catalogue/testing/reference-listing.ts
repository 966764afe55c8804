import { attributeLabel } from '@cairn/commerce-client';
import type { ListingFilter, ListingSort } from '@cairn/commerce-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/*
 * The category, brand and search listing as it was before it became one statement
 * (`../listing.ts`): the scope, the page, the total and each facet count as statements of their
 * own, up to a dozen a request. Kept only as the reference `one-statement.test.ts` holds the
 * one-statement listing to; not used by the API.
 */

type ListingQuery = {
  /** Products listed in this category, or anywhere when absent. */
  categoryUri?: string | undefined;
  /**
   * Products of this brand only. The listing then offers no brand facet: the brand is the
   * page's, not a shopper's choice, and a facet of one value chooses nothing.
   */
  brandSlug?: string | undefined;
  /** Normalised search words; every word must match a product (typos tolerated). */
  searchTerms?: string[] | undefined;
  filters: ListingFilter[];
  sort: ListingSort;
  page: number;
  pageSize: number;
};

type FacetValue = { value: string; label: string; count: number; selected: boolean };
type Facet = { name: string; label: string; values: FacetValue[] };

type Listing = { productIds: number[]; total: number; facets: Facet[] };

/** Price ranges in whole pounds; the last is open-ended. */
const priceRanges: { value: string; label: string; min: number; max: number | null }[] = [
  { value: '0-25', label: 'Under £25', min: 0, max: 25 },
  { value: '25-50', label: '£25 to £50', min: 25, max: 50 },
  { value: '50-100', label: '£50 to £100', min: 50, max: 100 },
  { value: '100-200', label: '£100 to £200', min: 100, max: 200 },
  { value: '200-400', label: '£200 to £400', min: 200, max: 400 },
  { value: '400-', label: '£400 and over', min: 400, max: null },
];

const fixedFacets = ['brand', 'gender', 'colour', 'size', 'price', 'sale', 'availability'] as const;
// A word matches a product's words at this trigram similarity or above: one or two typos.
const typoSimilarity = 0.4;

const genderLabels: Record<string, string> = {
  none: 'Not gendered',
  male: 'Men',
  female: 'Women',
  unisex: 'Unisex',
  boys: 'Boys',
  girls: 'Girls',
  'kids unisex': 'Kids',
};

/**
 * Lists products of a category, a brand or a search with filters, sort and paging, and the
 * facet counts a filter UI shows. Each facet is counted with every filter except its own
 * applied, so a shopper sees how many products each further choice of that facet would add.
 */
export async function listProductsStatementByStatement(
  db: Database,
  query: ListingQuery,
): Promise<Listing> {
  // The category, brand or search is evaluated once; the listing and every facet count reuse
  // its ids.
  const scopeIds = await rows<{ id: number }>(
    db,
    sql`select p.id from products p where ${scopeCondition(query)}`,
  );
  const scope = sql`p.id = any(${`{${scopeIds.map((row) => row.id).join(',')}}`}::int[])`;
  const filtersByName = groupFilters(query.filters);
  const allFilters = filterConditions(filtersByName);

  const where = and([scope, ...allFilters.values()]);
  const order = orderBy(query);
  const offset = (query.page - 1) * query.pageSize;
  const [pageRows, countRows] = await Promise.all([
    rows<{ id: number }>(
      db,
      sql`select p.id from products p where ${where} order by ${order} limit ${query.pageSize} offset ${offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
  ]);

  const exceptOwn = (name: string) =>
    and([
      scope,
      ...[...allFilters].filter(([key]) => key !== name).map(([, condition]) => condition),
    ]);
  const attributeNames = [...filtersByName.keys()].filter(
    (name) => !(fixedFacets as readonly string[]).includes(name),
  );
  const [brand, gender, colour, size, price, sale, availability, attributes] = await Promise.all([
    query.brandSlug
      ? Promise.resolve([])
      : rows<Row>(
          db,
          sql`select p.brand_slug as value, b.name as label, count(*)::int as count from products p join brands b on b.slug = p.brand_slug where ${exceptOwn('brand')} group by p.brand_slug, b.name order by b.name`,
        ),
    rows<Row>(
      db,
      sql`select p.gender as value, p.gender as label, count(*)::int as count from products p where ${exceptOwn('gender')} group by p.gender order by p.gender`,
    ),
    rows<Row>(
      db,
      sql`select p.colour_name as value, p.colour_name as label, count(*)::int as count from products p where ${exceptOwn('colour')} group by p.colour_name order by p.colour_name`,
    ),
    rows<Row>(
      db,
      sql`select v.size as value, v.size as label, count(distinct p.id)::int as count from products p join variants v on v.product_id = p.id and v.stock > 0 where ${exceptOwn('size')} group by v.size order by min(v.position), v.size`,
    ),
    rows<Row>(
      db,
      sql`select ${priceBucket()} as value, '' as label, count(*)::int as count from products p where ${exceptOwn('price')} group by 1`,
    ),
    rows<Row>(
      db,
      sql`select 'true' as value, 'On sale' as label, count(*)::int as count from products p where ${exceptOwn('sale')} and p.price_minor < p.price_before_discount_minor`,
    ),
    rows<Row>(
      db,
      sql`select 'in-stock' as value, 'In stock' as label, count(*)::int as count from products p where ${exceptOwn('availability')} and ${inStock()}`,
    ),
    attributeFacets(db, scope, allFilters, filtersByName, attributeNames),
  ]);

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
      .filter((row) => row.count > 0 || selected(name, row.value))
      .map((row) => ({
        value: row.value,
        label: relabel ? relabel(row.value) : row.label,
        count: row.count,
        selected: selected(name, row.value),
      })),
  });
  const priceCounts = new Map(price.map((row) => [row.value, row.count]));
  return {
    productIds: pageRows.map((row) => row.id),
    total: countRows[0]?.total ?? 0,
    facets: [
      facet('brand', 'Brand', brand),
      facet('gender', 'Gender', gender, (value) => genderLabels[value] ?? value),
      facet('colour', 'Colour', colour),
      facet('size', 'Size', size),
      facet(
        'price',
        'Price',
        priceRanges.map((range) => ({
          value: range.value,
          label: range.label,
          count: priceCounts.get(range.value) ?? 0,
        })),
      ),
      facet('sale', 'Offers', sale),
      facet('availability', 'Availability', availability),
      ...attributes,
    ].filter((entry) => entry.values.length > 0),
  };
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

function groupFilters(filters: ListingFilter[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const { name, value } of filters) {
    const values = grouped.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    grouped.set(name, values);
  }
  return grouped;
}

function filterConditions(filtersByName: Map<string, string[]>): Map<string, SQL> {
  const conditions = new Map<string, SQL>();
  for (const [name, values] of filtersByName) {
    conditions.set(name, filterCondition(name, values));
  }
  return conditions;
}

function filterCondition(name: string, values: string[]): SQL {
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

async function attributeFacets(
  db: Database,
  scope: SQL,
  allFilters: Map<string, SQL>,
  filtersByName: Map<string, string[]>,
  filteredAttributeNames: string[],
): Promise<Facet[]> {
  const fixed = (fixedFacets as readonly string[]).map((name) => sql`${name}`);
  const allConditions = and([scope, ...allFilters.values()]);
  // Attributes nobody filters on are counted under every filter at once; each filtered
  // attribute is counted again without its own filter.
  const unfiltered = rows<{ name: string; value: string; count: number }>(
    db,
    sql`select kv.key as name, kv.value as value, count(*)::int as count from products p, jsonb_each_text(p.attributes) kv where ${allConditions} and kv.key not in (${sql.join(fixed, sql`, `)}) group by kv.key, kv.value`,
  );
  const filtered = filteredAttributeNames.map((name) => {
    const others = and([
      scope,
      ...[...allFilters].filter(([key]) => key !== name).map(([, c]) => c),
    ]);
    return rows<{ name: string; value: string; count: number }>(
      db,
      sql`select ${name}::text as name, p.attributes ->> ${name} as value, count(*)::int as count from products p where ${others} and p.attributes ? ${name} group by 2`,
    );
  });
  const [base, ...own] = await Promise.all([unfiltered, ...filtered]);
  const counts = new Map<string, Map<string, number>>();
  for (const row of base ?? []) {
    if (filteredAttributeNames.includes(row.name)) continue;
    const values = counts.get(row.name) ?? new Map<string, number>();
    values.set(row.value, row.count);
    counts.set(row.name, values);
  }
  for (const rowsOfName of own) {
    for (const row of rowsOfName) {
      const values = counts.get(row.name) ?? new Map<string, number>();
      values.set(row.value, row.count);
      counts.set(row.name, values);
    }
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => ({
      name,
      label: attributeLabel(name),
      values: [...values]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([value, count]) => ({
          value,
          label: value,
          count,
          selected: filtersByName.get(name)?.includes(value) ?? false,
        })),
    }));
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
