import { useRouter } from '@tanstack/react-router';
import { type FocusEvent, type MouseEvent, useRef } from 'react';
import { parsePlainSearch } from '../site/plain-search.ts';
import { routedAnchorTarget, routedLinkTarget } from '../site/routed-link-clicks.ts';

/** How long a pointer rests on a link before its page is preloaded (the router's default). */
const intentDelayMs = 50;

/**
 * Client navigation for the plain links inside one element (a listing's filters, its product
 * cards): a click follows the link in the app, and a pointer resting on a link or a focus
 * preloads it, as the router's `Link` does. The links are plain `<a href>` with their address
 * worked out by the listing: a hundred router `Link`s each resolving its own address was the
 * largest single cost of rendering a category page on the server (issue 15). The handlers go
 * on the container, so the links need no component or handler of their own.
 *
 * `keepScroll`: the page stays where it is (a filter changes the listing in place); else the
 * next page opens at its top.
 */
export function useListingLinks({ keepScroll = true }: { keepScroll?: boolean } = {}) {
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
