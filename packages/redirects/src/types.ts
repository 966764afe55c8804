/** One row of the legacy-redirect table: an old address and where it now lives. */
export type RedirectRule = { from: string; to: string };

/** Every fault the parser, linter and matcher know about. */
export type RedirectProblemKind =
  | 'truncated'
  | 'invalid'
  | 'self-redirect'
  | 'duplicate'
  | 'conflict'
  | 'chain'
  | 'loop'
  | 'unknown-target'
  | 'external-target'
  | 'suspicious-target'
  | 'retired-to-home'
  | 'retired-brand';

export type RedirectSeverity = 'error' | 'warning';

/** A fault in the table, with enough context for a person to fix it. */
export type RedirectProblem = {
  kind: RedirectProblemKind;
  severity: RedirectSeverity;
  /** One line a person can act on. */
  message: string;
  rule?: RedirectRule;
  /** The file or label the rule came from, when the parser was told. */
  source?: string;
  /** 1-based line of the rule (or fragment) in its source. */
  line?: number;
  /** A likely fix, e.g. the known route a typo most likely meant. */
  suggestion?: string;
};

/**
 * The severity of each kind. Errors would send shoppers somewhere wrong (or nowhere);
 * warnings are harmless to serve but worth tidying.
 */
export const problemSeverity: Readonly<Record<RedirectProblemKind, RedirectSeverity>> = {
  truncated: 'error',
  invalid: 'error',
  'self-redirect': 'warning',
  duplicate: 'warning',
  conflict: 'error',
  chain: 'warning',
  loop: 'error',
  'unknown-target': 'error',
  'external-target': 'error',
  'suspicious-target': 'warning',
  'retired-to-home': 'warning',
  'retired-brand': 'error',
};

/** HTTP statuses a redirect may answer with. */
export type RedirectStatus = 301 | 302 | 307 | 308;

/** Host options shared by the linter, the matcher and the middleware. */
export type HostOptions = {
  /**
   * Hosts of the old site (e.g. `www.cairn-outdoor.co.uk`). Absolute URLs on these hosts
   * are treated as their path, in `from` and in `to`. A leading `www.` is ignored. When
   * not given, an absolute `from` on any host is read as its path (and an absolute `to`
   * is external); when given, a `from` on another host is `invalid`.
   */
  oldHosts?: readonly string[];
  /**
   * Hosts an absolute `to` may point at. Anything else off-site is refused, so the table
   * can never be turned into an open redirect.
   */
  allowedExternalHosts?: readonly string[];
};
