import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * What a `linkComponent` receives: `href`, `className` and `children`, and sometimes more anchor
 * attributes (`aria-current`, `rel`) that it should pass on to its `<a>`. A router's `Link`
 * wrapped as `({ href, ...props }) => <Link to={href} {...props} />` fits.
 */
export type LinkComponentProps = {
  href: string;
  className?: string;
  children?: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>;

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain anchor, so every component works without a router. */
export function Anchor({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
