import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRedirectCsv } from './csv.ts';
import { exportRedirects } from './export/index.ts';
import { lintRedirectTable } from './lint.ts';
import { ruleOrigin } from './origin.ts';

describe('parseRedirectCsv', () => {
  it.each([
    ['Shopify', 'Redirect from,Redirect to\n/old,/new\n'],
    ['from,to', 'from,to\n/old,/new\n'],
    [
      'source,destination (Vercel), extra columns',
      'source,destination,permanent\n/old,/new,true\n',
    ],
    ['columns in another order', 'To,Notes,From\n/new,moved in 2024,/old\n'],
    ['no header', '/old,/new\n'],
  ])('reads %s', (_name, text) => {
    expect(parseRedirectCsv(text).rules).toEqual([{ from: '/old', to: '/new' }]);
  });

  it("reads Cloudflare Bulk Redirects' host-and-path sources as URLs", () => {
    const { rules } = parseRedirectCsv('example.com/about,https://example.com/news,301,TRUE\n');
    expect(rules).toEqual([{ from: 'https://example.com/about', to: 'https://example.com/news' }]);
  });

  it("keeps each rule's line and reports a short row as invalid, with its line", () => {
    const text = 'from,to\r\n/a,/b\r\n\r\n"/c\nd",/e\r\n/lonely\r\n/f,/g\r\n';
    const { rules, problems } = parseRedirectCsv(text, { source: 'moves.csv' });
    expect(rules.map((r) => [r.from, ruleOrigin(r)?.line])).toEqual([
      ['/a', 2],
      ['/c\nd', 5],
      ['/f', 7],
    ]);
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'invalid', severity: 'error', source: 'moves.csv', line: 6 }),
    ]);
    // The linter names the CSV line of a rule it finds fault with.
    const lint = lintRedirectTable(rules);
    expect(lint).toEqual([
      expect.objectContaining({ kind: 'invalid', source: 'moves.csv', line: 5 }),
    ]);
  });

  it('never throws: an unclosed quote is one invalid problem with its line', () => {
    const { rules, problems } = parseRedirectCsv('/a,/b\n"/c,/d\n');
    expect(rules).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ kind: 'invalid', line: 2 })]);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const { rules, problems } = parseRedirectCsv(text);
        expect(Array.isArray(rules) && Array.isArray(problems)).toBe(true);
      }),
    );
  });

  /** Site paths with the characters CSV has to quote: commas, quotes, semicolons. */
  const segment = fc.stringMatching(/^[a-z0-9,";.'()-]{1,12}$/);
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);

  it('reads back what the shopify export writes, whatever the paths hold', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(path, path), { selector: ([from]) => from.toLowerCase() }),
        (pairs) => {
          const rules = pairs
            .filter(([from, to]) => from.toLowerCase() !== to.toLowerCase())
            .map(([from, to]) => ({ from, to }));
          const out = exportRedirects(rules, { format: 'shopify' });
          if (!out.ok) throw new Error(out.message);
          const back = parseRedirectCsv(out.text);
          expect(back.problems).toEqual([]);
          // What is served survives the trip: the export flattens chains, so compare exports.
          const again = exportRedirects(back.rules, { format: 'shopify' });
          expect(again.ok && again.text).toBe(out.text);
        },
      ),
    );
  });
});
