import { type Portion, parseRedirectPortions } from './parse/index.ts';
import { knownRoutesText, liveBrandsText, portions, retiredBrands } from './table-data.gen.ts';
import type { RedirectProblem, RedirectRule } from './types.ts';

/**
 * The shop's own legacy-redirect table: the portion files of the package's `data/` folder in
 * the JavaScript-array-literal form, cut mid-entry where one portion ends and the next begins
 * (as exported from the old platform). Reading them together joins those entries back up.
 * The data is embedded at build time (`src/table-data.gen.ts`): importing this module reads
 * no files, so it bundles into an edge middleware or a browser build.
 *
 * @example
 * import { redirects } from '@cairn/redirects';
 * import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
 * app.use(redirects({ rules: shippedRedirectRules, oldHosts: shippedOldHosts }));
 */

/** The portion files in table order, with their file names as `source`. */
export const shippedPortions: readonly Portion[] = Object.freeze(
  portions.map(({ text, source }) => ({ text, source })),
);

const parsed = parseRedirectPortions(shippedPortions);

/** Every rule of the shipped table, in table order. */
export const shippedRedirectRules: readonly RedirectRule[] = Object.freeze(parsed.rules);

/** What the parser found wrong with the shipped portions: empty for a healthy release. */
export const shippedTableProblems: readonly RedirectProblem[] = Object.freeze(parsed.problems);

/** Hosts of the old site that absolute URLs in the table refer to. */
export const shippedOldHosts: readonly string[] = Object.freeze(['www.cairn-outdoor.co.uk']);

/** Brands the shop no longer sells, with the brand that replaced a renamed one. */
export const shippedRetiredBrands: ReadonlyArray<{ slug: string; successor?: string }> =
  Object.freeze(retiredBrands.map((brand) => Object.freeze({ ...brand })));

/** Every live route the shipped table may target (`data/known-routes.txt`), for linting. */
export function shippedKnownRoutes(): string[] {
  return lines(knownRoutesText);
}

/** Slugs of the brands the shop sells (`data/live-brands.txt`), for linting brand targets. */
export function shippedLiveBrands(): string[] {
  return lines(liveBrandsText);
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
