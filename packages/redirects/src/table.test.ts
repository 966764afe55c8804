import { describe, expect, it } from 'vitest';
import { lintRedirectTable } from './lint.ts';
import { createRedirectMatcher } from './match.ts';
import { mergeQuery, routeKey } from './normalize.ts';
import { parseRedirectTable } from './parse/index.ts';
import { parseProductSlug } from './product-slug.ts';
import {
  shippedKnownRoutes,
  shippedOldHosts,
  shippedPortions,
  shippedRedirectRules,
  shippedTableProblems,
} from './table.ts';

describe('the shipped table', () => {
  it('holds well over a thousand rules in several portions of several hundred', () => {
    expect(shippedRedirectRules.length).toBeGreaterThanOrEqual(1200);
    expect(shippedPortions.length).toBeGreaterThanOrEqual(3);
    for (const portion of shippedPortions) {
      const count = (portion.text.match(/\{ from:/g) ?? []).length;
      expect(count).toBeGreaterThan(200);
    }
  });

  it('is cut mid-entry between portions, and reads back whole when the portions are joined', () => {
    const cut = shippedPortions.slice(0, -1).map((p) => parseRedirectTable(p.text).fragments);
    expect(cut.every((fragments) => fragments.trailing !== undefined)).toBe(true);
    expect(shippedTableProblems).toEqual([]);
  });

  it('lints with zero errors against the routes it targets', () => {
    const problems = lintRedirectTable(shippedRedirectRules, {
      knownRoutes: shippedKnownRoutes(),
      oldHosts: [...shippedOldHosts],
    });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    // The only warnings are the few retired products sent to the home page.
    expect(new Set(problems.map((p) => p.kind))).toEqual(new Set(['retired-to-home']));
  });

  it('serves every rule', () => {
    const matcher = createRedirectMatcher(shippedRedirectRules, { oldHosts: [...shippedOldHosts] });
    expect(matcher.size).toBe(shippedRedirectRules.length);
  });

  it('answers each old address alike however a request writes it', () => {
    const matcher = createRedirectMatcher(shippedRedirectRules, { oldHosts: [...shippedOldHosts] });
    for (const rule of shippedRedirectRules) {
      const path = rule.from.replace(/^https?:\/\/[^/]+/, '');
      const answer = matcher.match(routeKey(path));
      if (answer === null) throw new Error(`${rule.from} is not served`);
      const upper = path.toUpperCase();
      for (const url of [
        path,
        upper,
        `${path}/`,
        `${upper}//`,
        `https://www.cairn-outdoor.co.uk${path}`,
      ]) {
        expect(matcher.match(url), url).toBe(answer);
      }
      expect(matcher.match(`${upper}/?utm_source=mail`)?.location).toBe(
        mergeQuery(answer.location, 'utm_source=mail'),
      );
    }
  });

  it('covers every destination shape of the shop (products, categories, brands, stories)', () => {
    const targets = new Set(shippedRedirectRules.map((r) => r.to));
    const has = (pattern: RegExp) => [...targets].some((to) => pattern.test(to));
    const shapes = [
      /^\/$/,
      /^\/account$/,
      /^\/brands$/,
      /^\/brands\/[a-z-]+$/,
      /^\/brands\/[a-z-]+\/(mens|womens|kids|climb|hike|snow|mountain|equipment)$/,
      /^\/all$/,
      /^\/all\/clothing\/jackets\/insulated-jackets$/,
      /^\/all\/equipment\/camping-equipment\/furniture\/chairs$/,
      /^\/all\/equipment\/packs-luggage\/luggage\/duffel-bags$/,
      /^\/all\/sale\/skiing$/,
      /^\/(mens|womens|kids)\/sale$/,
      /^\/all\/(new-in|gifts|gift-cards)$/,
      /^\/all\/gifts\/for-her$/,
      /^\/mens\/clothing/,
      /^\/kids\/clothing\//,
      /^\/kids\/equipment\/ski-equipment$/,
      /^\/guides\/[a-z-]+$/,
      /^\/articles$/,
      /^\/articles\/ski-holiday-competition$/,
      /^\/information\/(contact-us|delivery-returns|faqs|terms-conditions|affiliate-programme)$/,
      /^\/information\/(cookie-declaration|equipment-hire|demo-for-free|privacy-cookie-policy)$/,
      /^\/information\/(sar-rtbf|modern-slavery-statement|ski-workshop)$/,
      /^\/about-us$/,
      /^\/about-us\/(athletes-ambassadors|whats-on|charities-we-support|our-heritage|partners-friends)$/,
      /^\/(discount-codes|careers|privacy-policy|hiking|snowboard)$/,
      /^\/stores$/,
      /^\/stores\/tamworth$/,
      /^\/appointments$/,
      /^\/appointments\/tamworth$/,
    ];
    for (const shape of shapes) expect(has(shape), String(shape)).toBe(true);
    const products = [...targets].filter((to) => parseProductSlug(to)?.suffix !== undefined);
    expect(products.length).toBeGreaterThan(500);
  });

  it('names some old addresses as absolute URLs on the old host and with trailing slashes', () => {
    expect(
      shippedRedirectRules.some((r) => r.from.startsWith('https://www.cairn-outdoor.co.uk/')),
    ).toBe(true);
    expect(shippedRedirectRules.some((r) => r.from.length > 1 && r.from.endsWith('/'))).toBe(true);
  });
});
