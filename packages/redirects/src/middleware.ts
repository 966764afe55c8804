import type { MiddlewareHandler } from 'hono';
import { createRedirectMatcher, type MatcherOptions, type RedirectMatcher } from './match.ts';
import type { RedirectRule } from './types.ts';

/** Options for the Hono middleware and the Node handler. All optional. */
export type RedirectsOptions = MatcherOptions & {
  /** The table. Ignored when `matcher` is given. */
  rules?: readonly RedirectRule[];
  /** A matcher built earlier, e.g. shared by several apps. */
  matcher?: RedirectMatcher;
  /**
   * Methods that are redirected. Default GET and HEAD: old links are followed with GET,
   * and a 301 would turn a POST into a GET, losing its body.
   */
  methods?: readonly string[];
};

/** Builds (once) what both handlers need from their options. */
export function prepareRedirects(options: RedirectsOptions): {
  matcher: RedirectMatcher;
  methods: ReadonlySet<string>;
} {
  return {
    matcher: options.matcher ?? createRedirectMatcher(options.rules ?? [], options),
    methods: new Set((options.methods ?? ['GET', 'HEAD']).map((m) => m.toUpperCase())),
  };
}

/**
 * Hono middleware that answers requests for old addresses with a redirect before routing,
 * and calls `next()` for everything else. The matcher is built once, when the middleware is
 * created.
 *
 * @example
 * import { redirects } from '@cairn/redirects';
 * import { shippedRedirectRules } from '@cairn/redirects/table';
 * app.use(redirects({ rules: shippedRedirectRules, oldHosts: ['www.cairn-outdoor.co.uk'] }));
 */
export function redirects(options: RedirectsOptions = {}): MiddlewareHandler {
  const { matcher, methods } = prepareRedirects(options);
  return async function redirectsMiddleware(c, next) {
    if (methods.has(c.req.method)) {
      const hit = matcher.match(c.req.url);
      if (hit) return c.redirect(hit.location, hit.status as 301 | 302 | 307 | 308);
    }
    await next();
  };
}
