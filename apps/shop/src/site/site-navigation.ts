import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

export type NavigationPlan =
  | { kind: 'router'; href: string }
  | { kind: 'document'; href: string }
  | { kind: 'refused'; reason: string };

export type NavigateOptions = {
  /** Allows leaving the shop for another site (a full page load). Refused without it. */
  external?: boolean;
  replace?: boolean;
};

const leavingSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * How to go to `href` from a page on `origin` (requirements R-PAGE-10: external navigation is
 * refused unless explicitly allowed). A path on this site, or an absolute address on the same
 * origin, goes through the router; another origin only with `external`, and only over http(s),
 * mailto or tel; a script URL never.
 *
 * @example planNavigation('/all/clothing', origin) // { kind: 'router', href: '/all/clothing' }
 * @example planNavigation('//evil.example/x', origin) // { kind: 'refused', ... }
 */
export function planNavigation(
  href: string,
  origin: string,
  { external = false }: Pick<NavigateOptions, 'external'> = {},
): NavigationPlan {
  const trimmed = href.trim();
  if (trimmed === '') return { kind: 'refused', reason: 'an empty address' };
  let target: URL;
  let here: URL;
  try {
    here = new URL(origin);
    // The WHATWG parser reads `/\evil.example` as another host, as browsers do.
    target = new URL(trimmed, here);
  } catch {
    return { kind: 'refused', reason: `${href} is not an address` };
  }
  if (
    target.origin === here.origin &&
    (target.protocol === 'http:' || target.protocol === 'https:')
  ) {
    return { kind: 'router', href: `${target.pathname}${target.search}${target.hash}` };
  }
  if (!leavingSchemes.has(target.protocol)) {
    return { kind: 'refused', reason: `${target.protocol} addresses are never followed` };
  }
  if (!external) {
    return {
      kind: 'refused',
      reason: `navigating to another site (${target.host || target.protocol}) needs { external: true }`,
    };
  }
  return { kind: 'document', href: target.href };
}

/** Thrown by `useSiteNavigate` for a navigation `planNavigation` refuses. */
export class RefusedNavigationError extends Error {
  constructor(
    readonly href: string,
    reason: string,
  ) {
    super(`Navigation to ${href} refused: ${reason}`);
    this.name = 'RefusedNavigationError';
  }
}

/**
 * Navigates by address: through the router on this site, to another site only when the call
 * says `{ external: true }`. A refused navigation rejects with `RefusedNavigationError` and
 * leaves the shopper where they are.
 */
export function useSiteNavigate() {
  const navigate = useNavigate();
  return useCallback(
    async (href: string, options: NavigateOptions = {}) => {
      const plan = planNavigation(href, window.location.origin, options);
      if (plan.kind === 'refused') throw new RefusedNavigationError(href, plan.reason);
      if (plan.kind === 'document') {
        if (options.replace) window.location.replace(plan.href);
        else window.location.assign(plan.href);
        return;
      }
      await navigate({ href: plan.href, replace: options.replace ?? false });
    },
    [navigate],
  );
}
