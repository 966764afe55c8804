import type { ReactNode } from 'react';
import { currentPageOf, isSitePath } from './plain-links.ts';

/**
 * A link inside an element with `usePlainLinks`' handlers (the header, the footer): a plain
 * anchor, followed in the app by its container, marked as the current page when it leads to
 * the address shown (`useShownAddress`, read once by the container). Other sites get
 * `rel="noopener"`, as `SiteLink` gives them.
 */
export function PlainLink({
  href,
  shown,
  className,
  children,
}: {
  href: string;
  shown: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      rel={isSitePath(href) ? undefined : 'noopener'}
      aria-current={currentPageOf(href, shown)}
    >
      {children}
    </a>
  );
}
