import { useLocation, useRouter } from '@tanstack/react-router';
import { type FocusEvent, type MouseEvent, useRef } from 'react';
import { parsePlainSearch, stringifyPlainSearch } from './plain-search.ts';
import { routeSearchOf } from './route-search.ts';
import { routedAnchorTarget, routedLinkTarget } from './routed-link-clicks.ts';

/** How long a pointer rests on a link before its page is preloaded (the router's default). */
const intentDelayMs = 50;

/**
 * Client navigation for the plain links inside one element (a listing's filters, its product
 * cards, the header's and footer's navigation): a click follows the link in the app, and a
 * pointer resting on a link or a focus preloads it, as the router's `Link` does. The links are
 * plain `<a href>` with their address worked out by their list: a hundred router `Link`s each
 * resolving its own address was the largest single cost of rendering a category page on the
 * server (issue 15), and every page hydrated the header's and footer's 47 (issue 16). The
 * handlers go on the container, so the links need no component or handler of their own.
 *
 * `keepScroll`: the page stays where it is (a filter changes the listing in place); else the
 * next page opens at its top.
 */
export function usePlainLinks({ keepScroll = true }: { keepScroll?: boolean } = {}) {
  const router = useRouter();
  // A ref, not a variable of the render: a re-render between a pointer resting on a link and
  // leaving it must not lose the timer (its preload would then fire anyway).
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preload = (href: string) => {
    // The router takes a path and its search apart here (a query left in `to` is path).
    const url = new URL(href, 'http://in.app');
    const to = url.pathname;
    const search = parsePlainSearch(url.search);
    router.preloadRoute({ to, search }).catch(() => {
      // A failed preload is tried again, for real, when the link is followed.
    });
  };
  return {
    onClick(event: MouseEvent<HTMLElement>) {
      // The same rule as every other plain link the router follows (another site, a new tab,
      // a download or a jump within the page stay the browser's).
      const href = routedLinkTarget(event, window.location.href);
      if (href === undefined) return;
      event.preventDefault();
      void router.navigate(
        keepScroll ? { href, resetScroll: false, hashScrollIntoView: false } : { href },
      );
    },
    onMouseOver(event: MouseEvent<HTMLElement>) {
      const href = routedAnchorTarget(event.target, window.location.href);
      clearTimeout(timer.current);
      if (href) timer.current = setTimeout(() => preload(href), intentDelayMs);
    },
    onMouseOut() {
      clearTimeout(timer.current);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      const href = routedAnchorTarget(event.target, window.location.href);
      if (href) preload(href);
    },
  };
}

/**
 * The address shown, as a link to it would be written (path without a trailing slash, query as
 * the shop writes it: only what the page's routes read), for `currentPageOf`. A parameter the
 * page does not read (`utm_source`) leaves the links as they are: the page cache answers the
 * address with and without it from one render.
 */
export function useShownAddress(): string {
  const router = useRouter();
  return useLocation({
    select: (location) =>
      `${withoutTrailingSlash(location.pathname)}${stringifyPlainSearch(routeSearchOf(router, location.pathname, location.search))}`,
  });
}

/**
 * `aria-current` for a plain link: "page" when it leads to the very address shown, path and
 * query (a sorted or filtered listing, or its second page, is another page), as `SiteLink`
 * marks the router's links; never for a section above the page or another site.
 */
export function currentPageOf(href: string, shown: string): 'page' | undefined {
  if (!isSitePath(href)) return undefined;
  return addressOf(href) === shown ? 'page' : undefined;
}

// Every page renders the same few hundred header, footer and facet links: each one's address
// is worked out once, not on every render (issue 33: 2-3% of a category page's server render
// went to parsing these URLs). A plain map, emptied when full: the links of a shop are few.
const addresses = new Map<string, string>();
const addressesKept = 5_000;

/** A link's address as `useShownAddress` writes the page shown. */
function addressOf(href: string): string {
  let address = addresses.get(href);
  if (address === undefined) {
    const url = new URL(href, 'http://in.app');
    address = `${withoutTrailingSlash(url.pathname)}${stringifyPlainSearch(parsePlainSearch(url.search))}`;
    if (addresses.size >= addressesKept) addresses.clear();
    addresses.set(href, address);
  }
  return address;
}

/** Whether `href` is a path on this site (not another site, nor protocol-relative `//host`). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
