import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useCallback } from 'react';
import { needsOwnDocument } from './own-document.ts';

type LinkClick = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

/**
 * Where the router should take a click on a plain link in markup that did not hydrate
 * (`ServerMarkup` of @cairn/content-blocks), as `SiteLink` would have: a path on this site, opened in this tab,
 * to another page. Undefined leaves the click to the browser: another site, a new tab or a
 * download, a jump within this page, and the pages that load a document of their own.
 *
 * @example routedLinkTarget(click, 'https://shop.example/') // '/all/clothing?sort=price-asc'
 */
export function routedLinkTarget(click: LinkClick, here: string): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  return routedAnchorTarget(click.target, here);
}

/**
 * The same rule for the link an event target sits in, whatever the event (a click, a pointer
 * resting on it, a focus): its in-app address, or undefined for a link the browser keeps.
 */
export function routedAnchorTarget(target: EventTarget | null, here: string): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return undefined;
  }
  const page = new URL(here);
  const address = new URL(anchor.getAttribute('href') ?? '', page);
  if (address.origin !== page.origin) return undefined;
  if (address.pathname === page.pathname && address.search === page.search && address.hash) {
    return undefined;
  }
  if (needsOwnDocument(address.pathname)) return undefined;
  return `${address.pathname}${address.search}${address.hash}`;
}

/**
 * A click listener for a container of plain links (server markup kept as it is): their clicks
 * navigate through the router, without reloading the page, as the shop's own links do.
 */
export function useRoutedLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const href = routedLinkTarget(event, window.location.href);
      if (href === undefined) return;
      event.preventDefault();
      void navigate({ href });
    },
    [navigate],
  );
}
