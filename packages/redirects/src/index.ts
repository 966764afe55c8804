/**
 * @cairn/redirects: the legacy-URL redirect table's parser, linter, matcher, Hono
 * middleware, Node handler and (through `cairn-redirects`) CLI.
 * The shop's own table is a separate entry: `@cairn/redirects/table`.
 */

export { parseRedirectCsv } from './csv.ts';
export {
  type ExportEntry,
  type ExportFormat,
  type ExportOptions,
  exportFormats,
  exportRedirects,
  type RedirectExport,
} from './export/index.ts';
export { type LintOptions, lintRedirectTable } from './lint.ts';
export {
  createRedirectMatcher,
  type MatcherOptions,
  type RedirectMatch,
  type RedirectMatcher,
} from './match.ts';
export { type RedirectsOptions, redirects } from './middleware.ts';
export {
  createNodeRedirectHandler,
  type NodeRedirectHandler,
  type NodeRequestLike,
  type NodeResponseLike,
} from './node.ts';
export { normalizeHost, routeKey } from './normalize.ts';
export { type RuleOrigin, ruleOrigin } from './origin.ts';
export {
  type Fragment,
  type ParseOptions,
  type ParseResult,
  type Portion,
  parseRedirectPortions,
  parseRedirectTable,
} from './parse/index.ts';
export { type ProductSlug, parseProductSlug } from './product-slug.ts';
export { createRouteSuggester, editDistance } from './suggest.ts';
export {
  type HostOptions,
  problemSeverity,
  type RedirectProblem,
  type RedirectProblemKind,
  type RedirectRule,
  type RedirectSeverity,
  type RedirectStatus,
} from './types.ts';
