import type { ReactNode } from 'react';
import { useLinkComponent } from './link-context.tsx';
import { isExternalHref, type LinkInput, normaliseLink, safeHref } from './normalise-link.ts';

export type BlockLinkProps = {
  link: LinkInput;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * A content link: normalised with `normaliseLink`, rendered with the shop's link component when
 * it stays in the shop, and as a plain `<a>` when it leaves it (scheme or `//`), since a router
 * link cannot navigate away. Script URLs become `#`.
 */
export function BlockLink({ link, children, className, ...rest }: BlockLinkProps) {
  const Link = useLinkComponent();
  const href = safeHref(normaliseLink(link));
  const newTab = typeof link === 'object' && link?.target === '_blank';
  const targetProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} {...targetProps} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} {...targetProps} {...rest}>
      {children}
    </Link>
  );
}

/** True when a link field holds something an editor meant to link to. */
export function hasLink(link: LinkInput): boolean {
  return normaliseLink(link) !== '#';
}
