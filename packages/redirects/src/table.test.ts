import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lintRedirectTable } from './lint.ts';
import { createRedirectMatcher } from './match.ts';
import { mergeQuery, routeKey } from './normalize.ts';
import { parseRedirectTable } from './parse/index.ts';
import { parseProductSlug } from './product-slug.ts';
import {
  shippedKnownRoutes,
  shippedLiveBrands,
  shippedOldHosts,
  shippedPortions,
  shippedRedirectRules,
  shippedRetiredBrands,
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
      liveBrands: shippedLiveBrands(),
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

  it("sends every retired brand's old addresses to /brands or its successor, in one 301", () => {
    // Requirements R-REDIRECT-19: "/royal-robbins -> /brands" (a dropped brand goes to the brands index).
    expect(shippedRetiredBrands.map((b) => b.slug)).toContain('royal-robbins');
    const matcher = createRedirectMatcher(shippedRedirectRules, { oldHosts: [...shippedOldHosts] });
    const live = new Set(shippedKnownRoutes().map(routeKey));
    const liveBrands = new Set(shippedLiveBrands());
    for (const { slug, successor } of shippedRetiredBrands) {
      expect(liveBrands.has(slug), slug).toBe(false);
      const landing = successor === undefined ? '/brands' : `/brands/${successor}`;
      for (const old of [`/${slug}`, `/${slug}/`, `/${slug.toUpperCase()}`, `/brands/${slug}`]) {
        const answer = matcher.match(old);
        expect(answer, old).toEqual({ location: landing, status: 301 });
        expect(live.has(routeKey(landing)), landing).toBe(true);
      }
    }
    expect(matcher.match('/royal-robbins?utm_source=mail')?.location).toBe(
      '/brands?utm_source=mail',
    );
  });

  it('has no rule into the page of a brand the shop no longer sells', () => {
    const problems = lintRedirectTable(shippedRedirectRules, { liveBrands: shippedLiveBrands() });
    expect(problems.filter((p) => p.kind === 'retired-brand')).toEqual([]);
    // ... and the linter notices one as soon as a brand is retired.
    const fewer = shippedLiveBrands().filter((slug) => slug !== 'glenmore');
    const retired = lintRedirectTable(shippedRedirectRules, { liveBrands: fewer }).filter(
      (p) => p.kind === 'retired-brand',
    );
    expect(retired.length).toBeGreaterThan(0);
    expect(retired.every((p) => p.rule?.to.startsWith('/brands/glenmore'))).toBe(true);
  });
});

describe('@cairn/redirects/table at the edge', () => {
  it('embeds data/ as it is (src/table-data.gen.ts is not stale)', () => {
    const script = new URL('../scripts/embed-table.ts', import.meta.url).pathname;
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('bundles for a platform without Node built-ins and serves the same table', async () => {
    const result = await build({
      entryPoints: [new URL('./table.ts', import.meta.url).pathname],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/from\s*["']node:/);
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const bundled = (await import(/* @vite-ignore */ url)) as typeof import('./table.ts');
    expect(bundled.shippedRedirectRules).toEqual(shippedRedirectRules);
  });
});
