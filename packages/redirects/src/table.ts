import { readdirSync, readFileSync } from 'node:fs';
import { type Portion, parseRedirectPortions } from './parse/index.ts';
import type { RedirectProblem, RedirectRule } from './types.ts';

/**
 * The shop's own legacy-redirect table, as shipped in the package's `data/` folder: several
 * portion files in the JavaScript-array-literal form, cut mid-entry where one portion ends
 * and the next begins (as exported from the old platform). Reading them together joins
 * those entries back up. Node only: the portions are read from disk when this module loads.
 *
 * @example
 * import { redirects } from '@cairn/redirects';
 * import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
 * app.use(redirects({ rules: shippedRedirectRules, oldHosts: shippedOldHosts }));
 */

// `../data/` from both src/table.ts and dist/table.js: the package root's data folder.
const dataDir = new URL('../data/', import.meta.url);

/** The portion files in table order, with their file names as `source`. */
export const shippedPortions: readonly Portion[] = Object.freeze(
  readdirSync(dataDir)
    .filter((name) => /^portion-\d+\.js$/.test(name))
    .sort()
    .map((name) => ({
      text: readFileSync(new URL(name, dataDir), 'utf8'),
      source: `data/${name}`,
    })),
);

const parsed = parseRedirectPortions(shippedPortions);

/** Every rule of the shipped table, in table order. */
export const shippedRedirectRules: readonly RedirectRule[] = Object.freeze(parsed.rules);

/** What the parser found wrong with the shipped portions: empty for a healthy release. */
export const shippedTableProblems: readonly RedirectProblem[] = Object.freeze(parsed.problems);

/** Hosts of the old site that absolute URLs in the table refer to. */
export const shippedOldHosts: readonly string[] = Object.freeze(['www.cairn-outdoor.co.uk']);

/** Every live route the shipped table may target (`data/known-routes.txt`), for linting. */
export function shippedKnownRoutes(): string[] {
  return readFileSync(new URL('known-routes.txt', dataDir), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
