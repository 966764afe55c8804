import type { LinkComponentProps } from '@cairn/content-blocks';
import { Link } from '@tanstack/react-router';

/**
 * A link from content: the router's Link for paths on this site (client navigation, preload
 * on intent), a plain anchor for anything else. Content links reach here normalised.
 */
export function SiteLink({ href, children, ...props }: LinkComponentProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...props}>
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
