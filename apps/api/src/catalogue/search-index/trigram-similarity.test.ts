import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { float4, wordSimilarity } from './trigram-similarity.ts';

// Words that share trigrams in many ways: whole, prefixes, typos, run together.
const word = fc.constantFrom(
  'jacket',
  'jackets',
  'jaket',
  'goretex',
  'gore',
  'tex',
  'waterproof',
  'waterprof',
  'blue',
  'bluejacket',
  'mens',
  'womens',
  'merino',
  'tent',
  'g',
  'gor',
  'sleeping',
  'bag',
  'b',
  'helmet',
  'et',
  'café',
);
const typed = fc.oneof(
  word,
  fc.tuple(word, word).map(([a, b]) => a.slice(0, 4) + b.slice(2)),
  fc.stringMatching(/^[a-z0-9]{1,12}$/),
);
const text = fc
  .array(fc.oneof(word, typed), { minLength: 1, maxLength: 9 })
  .map((w) => w.join(' '));

describe('pg_trgm word similarity in TypeScript', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true }, () => undefined);
  });
  afterAll(() => handle.close());

  it('equals PostgreSQL for both similarities and the typo threshold', async () => {
    await fc.assert(
      fc.asyncProperty(typed, text, async (term, haystack) => {
        const result = (await handle.db.execute(
          sql`select word_similarity(${term}, ${haystack}) as plain,
                strict_word_similarity(${term}, ${haystack}) as strict,
                strict_word_similarity(${term}, ${haystack}) >= ${0.4} as matches`,
        )) as unknown as { rows: { plain: number; strict: number; matches: boolean }[] };
        const [row] = result.rows;
        expect(wordSimilarity(term, haystack)).toBe(float4(Number(row?.plain)));
        const strict = wordSimilarity(term, haystack, true);
        expect(strict).toBe(float4(Number(row?.strict)));
        expect(strict >= float4(0.4)).toBe(row?.matches);
      }),
      { numRuns: 400, seed: 27 },
    );
  });
});
