import { describe, expect, it } from 'vitest';
import { fixture, fixtureRoutes } from './fixtures/index.ts';
import { lintRedirectTable } from './lint.ts';
import { parseRedirectTable } from './parse/index.ts';
import { problemSeverity, type RedirectProblem } from './types.ts';

function lintFaults(): RedirectProblem[] {
  const { rules } = parseRedirectTable(fixture('faults.js'), { source: 'faults.js' });
  return lintRedirectTable(rules, { knownRoutes: fixtureRoutes() });
}

describe('lintRedirectTable', () => {
  it('finds every fault in the fixture, in table order, with source and line', () => {
    expect(lintFaults().map((p) => [p.line, p.kind])).toEqual([
      [5, 'self-redirect'],
      [6, 'duplicate'],
      [7, 'conflict'],
      [8, 'chain'],
      [10, 'loop'],
      [12, 'unknown-target'],
      [13, 'unknown-target'],
      [14, 'unknown-target'],
      [15, 'external-target'],
      [16, 'external-target'],
      [17, 'invalid'],
      [18, 'suspicious-target'],
      [19, 'retired-to-home'],
    ]);
    expect(lintFaults().every((p) => p.source === 'faults.js' && p.rule !== undefined)).toBe(true);
  });

  it('gives each kind its documented severity', () => {
    for (const problem of lintFaults())
      expect(problem.severity).toBe(problemSeverity[problem.kind]);
    expect(problemSeverity).toMatchObject({
      truncated: 'error',
      invalid: 'error',
      loop: 'error',
      conflict: 'error',
      'unknown-target': 'error',
      'external-target': 'error',
      duplicate: 'warning',
      'self-redirect': 'warning',
      chain: 'warning',
      'suspicious-target': 'warning',
      'retired-to-home': 'warning',
      'retired-brand': 'error',
    });
  });

  it('suggests the known route a mistyped target most likely meant', () => {
    const suggestions = lintFaults()
      .filter((p) => p.kind === 'unknown-target')
      .map((p) => [p.rule?.to, p.suggestion]);
    expect(suggestions).toEqual([
      ['/articlees/ski-holiday-competition', '/articles/ski-holiday-competition'],
      ['/appointments/tamwoth', '/appointments/tamworth'],
      ['/appoints', '/appointments'],
    ]);
  });

  it('suggests the final target for a chain, and the brand page for a product retired to the home page', () => {
    const byKind = new Map(lintFaults().map((p) => [p.kind, p]));
    expect(byKind.get('chain')?.suggestion).toBe('/all/sale/skiing');
    expect(byKind.get('retired-to-home')?.suggestion).toBe('/brands/rab');
    expect(byKind.get('retired-to-home')?.message).toContain(
      '/all/equipment/camping-equipment/sleeping-bags',
    );
  });

  it('reports a clean table as clean', () => {
    const { rules } = parseRedirectTable(fixture('clean.json'));
    const problems = lintRedirectTable(rules, {
      knownRoutes: fixtureRoutes(),
      oldHosts: ['www.cairn-outdoor.co.uk'],
    });
    expect(problems).toEqual([]);
  });

  it('given old hosts, treats an absolute from on any other host as invalid', () => {
    const rules = [{ from: 'https://elsewhere.example/help', to: '/articles' }];
    const problems = lintRedirectTable(rules, { oldHosts: ['www.cairn-outdoor.co.uk'] });
    expect(problems).toMatchObject([{ kind: 'invalid', message: /not an old host/ }]);
    // Without old hosts there is nothing to check it against: it is read as its path.
    expect(lintRedirectTable(rules)).toEqual([]);
  });

  it('accepts an external target only on an allowed host', () => {
    const rules = [{ from: '/gift-cards-old', to: 'https://giftcards.example/cairn' }];
    expect(lintRedirectTable(rules)).toMatchObject([{ kind: 'external-target' }]);
    expect(lintRedirectTable(rules, { allowedExternalHosts: ['giftcards.example'] })).toEqual([]);
  });

  it('checks targets against a predicate when given one, without suggestions', () => {
    const problems = lintRedirectTable([{ from: '/old', to: '/articlees?x=1' }], {
      knownRoutes: (path) => path === '/articles',
    });
    expect(problems).toMatchObject([{ kind: 'unknown-target', rule: { to: '/articlees?x=1' } }]);
    expect(problems[0]?.suggestion).toBeUndefined();
  });

  it('does not call a product suspicious when it keeps its code or shares a name word', () => {
    const rules = [
      { from: '/rab-men-s-alpine-jacket-123456', to: '/rab-mens-alpine-jacket-123456-900' },
      { from: '/rab-alpine-jacket-111111', to: '/rab-mens-alpine-down-jacket-222222-901' },
    ];
    expect(lintRedirectTable(rules)).toEqual([]);
  });

  it('reports each rule of a loop once, naming the whole loop', () => {
    const problems = lintRedirectTable([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
    ]);
    expect(problems).toMatchObject([{ kind: 'loop', message: /\/a -> \/b -> \/c -> \/a/ }]);
  });

  it('reports a target on the page of a brand that is not live, with /brands as the fix', () => {
    const rules = [
      { from: '/royal-robbins', to: '/brands/royal-robbins' },
      { from: '/rab', to: '/brands/rab' },
      { from: '/rab-mens', to: '/brands/RAB/mens/' },
      { from: '/old-brand/sale', to: '/brands/gone/sale' },
    ];
    const problems = lintRedirectTable(rules, { liveBrands: ['rab', '/brands/patagonia'] });
    expect(problems.map((p) => [p.kind, p.rule?.from, p.suggestion])).toEqual([
      ['retired-brand', '/royal-robbins', '/brands'],
      ['retired-brand', '/old-brand/sale', '/brands'],
    ]);
    expect(problems[0]?.severity).toBe('error');
    expect(problems[0]?.message).toContain('royal-robbins, which is not a live brand');
  });

  it('names a retired brand rather than an unknown route when both lists are given', () => {
    const problems = lintRedirectTable([{ from: '/x', to: '/brands/gone' }], {
      knownRoutes: fixtureRoutes(),
      liveBrands: ['rab'],
    });
    expect(problems.map((p) => p.kind)).toEqual(['retired-brand']);
  });
});
