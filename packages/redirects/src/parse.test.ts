import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/index.ts';
import { ruleOrigin } from './origin.ts';
import { parseRedirectPortions, parseRedirectTable } from './parse/index.ts';

describe('parseRedirectTable', () => {
  it('reads a JSON array of { from, to } entries', () => {
    const { rules, problems } = parseRedirectTable(fixture('clean.json'));
    expect(problems).toEqual([]);
    expect(rules).toHaveLength(4);
    expect(rules[0]).toEqual({ from: '/men/jackets', to: '/mens/clothing/jackets' });
  });

  it('reads a JavaScript array literal: bare or quoted keys, either quote, trailing commas, comments', () => {
    const text = `// old table
      export default [
        { from: '/a', to: "/b", }, /* inline */
        { 'from': "/c", "to": '/d' },
        { from: \`/e\`, to: '/f\\'s' }, // escaped quote
      ];`;
    const { rules, problems } = parseRedirectTable(text);
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      { from: '/a', to: '/b' },
      { from: '/c', to: '/d' },
      { from: '/e', to: "/f's" },
    ]);
  });

  it('keeps the source and line of every rule without adding fields to it', () => {
    const { rules } = parseRedirectTable('[\n\n  { from: "/a", to: "/b" }]', { source: 'p.js' });
    const [rule] = rules;
    expect(rule).toEqual({ from: '/a', to: '/b' });
    expect(rule && ruleOrigin(rule)).toEqual({ source: 'p.js', line: 3 });
  });

  it('given a portion that ends mid-entry, recovers every complete rule and reports the fragment as truncated with its line', () => {
    const { rules, problems, fragments } = parseRedirectTable(fixture('portion-a.js'), {
      source: 'portion-a.js',
    });
    expect(rules).toEqual([{ from: '/men/jackets', to: '/mens/clothing/jackets' }]);
    expect(problems).toMatchObject([
      { kind: 'truncated', severity: 'error', source: 'portion-a.js', line: 4 },
    ]);
    expect(fragments.trailing?.text).toMatch(/^\{ from: '\/shops\/tamworth/);
  });

  it('given a portion that starts mid-entry (even inside a string), recovers the rules after the cut', () => {
    const { rules, problems } = parseRedirectTable(fixture('portion-b.js'));
    expect(rules).toEqual([
      {
        from: '/news-and-blogs/ski-holiday-competition',
        to: '/articles/ski-holiday-competition',
      },
    ]);
    expect(problems.map((p) => [p.kind, p.line])).toEqual([
      ['truncated', 1],
      ['truncated', 3],
    ]);
  });

  it('recovers a rule that shares its line with the cut', () => {
    const { rules } = parseRedirectTable(`b' }, { from: '/c', to: '/d' },`);
    expect(rules).toEqual([{ from: '/c', to: '/d' }]);
  });

  it('reports an entry cut off by the next one and carries on', () => {
    const { rules, problems } = parseRedirectTable(
      `[\n { from: '/a', to: '/b'\n { from: '/c', to: '/d' }\n]`,
    );
    expect(rules).toEqual([{ from: '/c', to: '/d' }]);
    expect(problems).toMatchObject([{ kind: 'truncated', line: 2 }]);
  });

  it('reports malformed entries as invalid and keeps the good ones', () => {
    const text = `[
      { from: '/no-to' },
      { from: '/number', to: 404 },
      { from, to },
      { from: '/x', to: (() => { throw new Error('never evaluated') })() },
      { from: '/ok', to: '/fine' },
    ]`;
    const { rules, problems } = parseRedirectTable(text);
    expect(rules).toEqual([{ from: '/ok', to: '/fine' }]);
    expect(problems.map((p) => [p.kind, p.line])).toEqual([
      ['invalid', 2],
      ['invalid', 3],
      ['invalid', 4],
      ['invalid', 5],
    ]);
  });

  it('says so when the text is not a table at all', () => {
    const { problems } = parseRedirectTable('/brands\n/brands/rab\n');
    expect(problems).toMatchObject([{ kind: 'invalid', message: /No redirect entries/ }]);
  });

  it('accepts an empty table', () => {
    expect(parseRedirectTable('[]')).toMatchObject({ rules: [], problems: [] });
    expect(parseRedirectTable('')).toMatchObject({ rules: [], problems: [] });
  });

  it('never throws, whatever slice of a table it is given', () => {
    const text = fixture('faults.js') + fixture('clean.json');
    for (let start = 0; start < text.length; start += 7) {
      for (const length of [1, 13, 80, 400]) {
        const slice = text.slice(start, start + length);
        expect(() => parseRedirectTable(slice)).not.toThrow();
      }
    }
    for (const junk of ['{', '}', '"', "'", '/*', '[{[{', '\\', '{ from: "\\u{110000}" }']) {
      expect(() => parseRedirectTable(junk)).not.toThrow();
    }
    expect(() => parseRedirectTable(undefined as unknown as string)).not.toThrow();
  });
});

describe('parseRedirectPortions', () => {
  it('joins an entry cut across two consecutive portions back into one rule', () => {
    const { rules, problems } = parseRedirectPortions([
      { text: fixture('portion-a.js'), source: 'portion-a.js' },
      { text: fixture('portion-b.js'), source: 'portion-b.js' },
    ]);
    expect(rules.map((r) => r.from)).toEqual([
      '/men/jackets',
      '/shops/tamworth/book-appointment',
      '/news-and-blogs/ski-holiday-competition',
    ]);
    expect(rules[1]).toEqual({
      from: '/shops/tamworth/book-appointment',
      to: '/appointments/tamworth',
    });
    const joined = rules[1];
    expect(joined && ruleOrigin(joined)).toEqual({ source: 'portion-a.js', line: 4 });
    // Only the last portion's own cut-off end is left.
    expect(problems).toMatchObject([{ kind: 'truncated', source: 'portion-b.js', line: 3 }]);
  });

  it('keeps both fragments as truncated when they do not join into one rule', () => {
    const { problems } = parseRedirectPortions([
      { text: "[{ from: '/a', to:", source: 'one' },
      { text: "'/b', extra: }, { from: '/c', to: '/d' }]", source: 'two' },
    ]);
    expect(problems.map((p) => [p.kind, p.source])).toEqual([
      ['truncated', 'one'],
      ['truncated', 'two'],
    ]);
  });
});
