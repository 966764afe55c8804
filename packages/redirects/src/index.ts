/**
 * @cairn/redirects: the legacy-URL redirect table's parser, linter, matcher, Hono
 * middleware, Node handler and (through `cairn-redirects`) CLI.
 * The shop's own table is a separate entry: `@cairn/redirects/table`.
 */

export { type LintOptions, lintRedirectTable } from './lint.js';
export {
  createRedirectMatcher,
  type MatcherOptions,
  type RedirectMatch,
  type RedirectMatcher,
} from './match.js';
export { type RedirectsOptions, redirects } from './middleware.js';
export {
  createNodeRedirectHandler,
  type NodeRedirectHandler,
  type NodeRequestLike,
  type NodeResponseLike,
} from './node.js';
export { normalizeHost, routeKey } from './normalize.js';
export { type RuleOrigin, ruleOrigin } from './origin.js';
export {
  type Fragment,
  type ParseOptions,
  type ParseResult,
  type Portion,
  parseRedirectPortions,
  parseRedirectTable,
} from './parse/index.js';
export { type ProductSlug, parseProductSlug } from './product-slug.js';
export { createRouteSuggester, editDistance } from './suggest.js';
export {
  type HostOptions,
  problemSeverity,
  type RedirectProblem,
  type RedirectProblemKind,
  type RedirectRule,
  type RedirectSeverity,
  type RedirectStatus,
} from './types.js';
