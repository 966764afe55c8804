import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { listProducts } from './listing.ts';
import { searchTerms } from './search-text.ts';

export type Suggestion = {
  /** Categories and brands whose names match, each with the page to go to. */
  phrases: { label: string; kind: 'category' | 'brand'; uri: string }[];
  /** The best-matching products, briefly. */
  productIds: number[];
};

/**
 * What the header's predictive search offers while a shopper types: up to five categories or
 * brands whose names start with or resemble the words typed, and the top products.
 */
export async function suggest(db: Database, query: string, limit = 5): Promise<Suggestion> {
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
    listProducts(db, {
      searchTerms: terms,
      filters: [],
      sort: 'recommended',
      page: 1,
      pageSize: limit,
    }),
  ]);
  const rows = (phraseRows as unknown as { rows: Suggestion['phrases'] }).rows;
  return { phrases: rows, productIds: listing.productIds };
}
