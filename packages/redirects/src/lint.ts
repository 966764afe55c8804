import { analyseRules, type ServedRule } from './analyse.ts';
import { hostSets, routeKey } from './normalize.ts';
import { originFields } from './origin.ts';
import { parseProductSlug, productsRelated } from './product-slug.ts';
import { createRouteSuggester } from './suggest.ts';
import {
  type HostOptions,
  problemSeverity,
  type RedirectProblem,
  type RedirectProblemKind,
  type RedirectRule,
} from './types.ts';

export type LintOptions = HostOptions & {
  /**
   * The site's real routes: a list (matched like requests: case-insensitive, trailing slash
   * ignored; enables suggestions for typos) or a predicate given the target's path as
   * written, without its query. Without it, targets are not checked.
   */
  knownRoutes?: Iterable<string> | ((path: string) => boolean);
  /**
   * Slugs of the brands the shop still sells (`northwall` for `/brands/northwall`). With it, a
   * target under `/brands/{slug}` whose brand is not among them is a `retired-brand` error:
   * the page no longer resolves, so the rule should send shoppers to `/brands` or to the
   * brand that replaced it. Without it, brand pages are checked like any other target.
   */
  liveBrands?: Iterable<string>;
};

/**
 * Checks a table for every fault the matcher has to work around (listed in the README) and
 * for targets that are not real pages. Problems come back in table order; each names the
 * rule, its source and line when the rule came from `parseRedirectTable`, and a suggestion
 * where there is a likely fix.
 *
 * @example
 * const problems = lintRedirectTable(rules, { knownRoutes: ['/', '/brands/rab'] });
 * const failed = problems.some((p) => p.severity === 'error');
 */
export function lintRedirectTable(
  rules: readonly RedirectRule[],
  options: LintOptions = {},
): RedirectProblem[] {
  const { served, findings } = analyseRules(rules, hostSets(options));
  const found: Array<{ index: number; problem: RedirectProblem }> = findings.map((f) => ({
    index: f.index,
    problem: problem(f.kind, f.rule, f.message, f.suggestion),
  }));
  const add = (index: number, p: RedirectProblem) => found.push({ index, problem: p });

  const routes = readKnownRoutes(options.knownRoutes);
  const brands = routes.list ? brandSlugs(routes.list) : [];
  const categories = routes.list ? categoryRoutes(routes.list) : [];
  const liveBrands = options.liveBrands ? new Set([...options.liveBrands].map(brandSlug)) : null;

  for (const rule of served.values()) {
    // A chained rule's target is checked where it is written, on the last rule of the chain.
    if (rule.via.length > 0 || rule.targetKey === undefined) continue;
    const target = rule.target;
    const retired = liveBrands && retiredBrand(rule, liveBrands);
    if (retired) {
      add(rule.index, retired);
      continue;
    }
    if (routes.has && !routes.has(target)) {
      const suggestion = routes.suggest?.(target);
      add(
        rule.index,
        problem(
          'unknown-target',
          rule.rule,
          suggestion
            ? `Target ${target} is not a known route; did you mean ${suggestion}?`
            : `Target ${target} is not a known route; point ${rule.rule.from} at a page that exists.`,
          suggestion,
        ),
      );
      continue;
    }
    const suspicious = suspiciousProduct(rule, brands);
    if (suspicious) add(rule.index, suspicious);
    const toHome = retiredToHome(rule, brands, categories);
    if (toHome) add(rule.index, toHome);
  }

  return found.sort((a, b) => a.index - b.index).map((f) => f.problem);
}

function problem(
  kind: RedirectProblemKind,
  rule: RedirectRule,
  message: string,
  suggestion?: string,
): RedirectProblem {
  return {
    kind,
    severity: problemSeverity[kind],
    message,
    rule,
    ...originFields(rule),
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}

type KnownRoutes = {
  has?: (target: string) => boolean;
  suggest?: (target: string) => string | undefined;
  list?: string[];
};

function readKnownRoutes(known: LintOptions['knownRoutes']): KnownRoutes {
  if (known === undefined) return {};
  if (typeof known === 'function') {
    return { has: (target) => known(withoutQuery(target)) };
  }
  const list = [...known];
  const keys = new Set(list.map(routeKey));
  let suggester: ((path: string) => string | undefined) | undefined;
  return {
    has: (target) => keys.has(routeKey(target)),
    // Built on first use: a clean table never pays for the trie.
    suggest: (target) => {
      suggester ??= createRouteSuggester(list);
      return suggester(target);
    },
    list,
  };
}

function withoutQuery(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** `northwall`, `/brands/northwall` or `Northwall/` all name the brand `northwall`. */
function brandSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^\/?brands\//, '')
    .replace(/^\/+|\/+$/g, '');
}

/** A rule sending shoppers to the page (or a sub-page) of a brand the shop no longer sells. */
function retiredBrand(rule: ServedRule, live: ReadonlySet<string>): RedirectProblem | undefined {
  const slug = /^\/brands\/([^/]+)/.exec(rule.targetKey ?? '')?.[1];
  if (slug === undefined || live.has(slug)) return undefined;
  return problem(
    'retired-brand',
    rule.rule,
    `Target ${rule.target} is a page of ${slug}, which is not a live brand: the page no longer resolves. Send ${rule.rule.from} to /brands or to the brand that replaced it.`,
    '/brands',
  );
}

/** A product sent to a different product whose name has nothing in common with it. */
function suspiciousProduct(rule: ServedRule, brands: string[]): RedirectProblem | undefined {
  const from = parseProductSlug(rule.key);
  const to = parseProductSlug(withoutQuery(rule.target));
  if (!from || !to || productsRelated(from, to, brands)) return undefined;
  return problem(
    'suspicious-target',
    rule.rule,
    `Product ${from.code} is sent to an unrelated product ${to.code} (${rule.target}); check it is the right replacement.`,
  );
}

/**
 * A retired product sent to the home page: search engines treat a redirect to `/` as a
 * soft 404 and drop the link's value, and shoppers lose their way. The brand page or the
 * product's category keeps both.
 */
function retiredToHome(
  rule: ServedRule,
  brands: string[],
  categories: Array<{ route: string; words: string[] }>,
): RedirectProblem | undefined {
  if (rule.targetKey !== '/') return undefined;
  const product = parseProductSlug(rule.key);
  if (!product) return undefined;
  const slug = product.words.join('-');
  const brand = brands.find((b) => slug === b || slug.startsWith(`${b}-`));
  const brandRoute = brand ? `/brands/${brand}` : undefined;
  const category = categories.find((c) =>
    c.words.some((w) => product.words.some((p) => same(p, w))),
  );
  const suggestion = brandRoute ?? category?.route;
  const options = [brandRoute, category?.route].filter(Boolean).join(' or ');
  return problem(
    'retired-to-home',
    rule.rule,
    `Retired product ${rule.rule.from} is sent to the home page (a soft-404 risk); send it to ${options || 'its brand page or category'}.`,
    suggestion,
  );
}

/** Brand slugs from `/brands/{brand}` routes, longest first so `north-face` beats `north`. */
function brandSlugs(routes: string[]): string[] {
  const brands = new Set<string>();
  for (const route of routes) {
    const m = /^\/brands\/([^/]+)$/.exec(routeKey(route));
    if (m?.[1]) brands.add(m[1]);
  }
  return [...brands].sort((a, b) => b.length - a.length);
}

/** Catalogue listings under `/all/`, deepest first, with the words of their last segment. */
function categoryRoutes(routes: string[]): Array<{ route: string; words: string[] }> {
  return routes
    .filter((route) => routeKey(route).startsWith('/all/') && !routeKey(route).includes('/sale'))
    .map((route) => ({ route, words: (routeKey(route).split('/').pop() ?? '').split('-') }))
    .sort((a, b) => b.route.split('/').length - a.route.split('/').length);
}

/** Singular and plural of one word count as the same ("jacket" and "jackets"). */
function same(a: string, b: string): boolean {
  if (a.length < 3 || b.length < 3) return false;
  return a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;
}
