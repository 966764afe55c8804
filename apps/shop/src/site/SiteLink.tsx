import type { LinkComponentProps } from '@cairn/content-blocks/links';
import { Link } from '@tanstack/react-router';
import { needsOwnDocument } from './own-document.ts';
import { isSitePath } from './plain-links.ts';
import { parsePlainSearch } from './plain-search.ts';

/**
 * A link from content: the router's Link for paths on this site (client navigation, preload
 * on intent), a plain anchor for anything else. Content links reach here normalised.
 *
 * The router marks a link active, and so `aria-current="page"`, when the page shown is under
 * it; a screen reader would then hear "current page" on every ancestor in the navigation and
 * the breadcrumb trail. Here a link is current only when it leads to the very address shown,
 * path and query: a sorted or filtered listing, or its second page, is another page.
 */
const sameAddress = { exact: true } as const;

export function SiteLink({ href, children, ...props }: LinkComponentProps) {
  if (isSitePath(href)) {
    // The router reads `to` as a path only: a query left in it would count as part of the
    // path, and no link with one would ever be current.
    const hashAt = href.indexOf('#');
    const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
    const hash = hashAt === -1 ? undefined : href.slice(hashAt + 1);
    const queryAt = beforeHash.indexOf('?');
    const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
    const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
    return (
      <Link
        to={path}
        search={parsePlainSearch(query)}
        hash={hash}
        activeOptions={sameAddress}
        reloadDocument={needsOwnDocument(path)}
        {...props}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener" {...props}>
      {children}
    </a>
  );
}
