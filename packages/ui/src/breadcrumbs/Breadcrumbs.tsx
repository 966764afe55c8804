import { Anchor, type LinkComponent } from '../link/link.tsx';

export type BreadcrumbItem = { href: string; label: string };

export type BreadcrumbsProps = {
  /** From the home page down to the page shown, which is last. */
  items: BreadcrumbItem[];
  linkComponent?: LinkComponent;
  className?: string;
};

/**
 * The trail from the home page to this one: a navigation named "Breadcrumb" with an ordered
 * list, every step a link but the last, which is the current page and says so.
 */
export function Breadcrumbs({ items, linkComponent: Link = Anchor, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Breadcrumb"
      className={['cairn-breadcrumbs', className].filter(Boolean).join(' ')}
    >
      <ol className="cairn-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={item.href} className="cairn-breadcrumbs__item">
            {index === items.length - 1 ? (
              <span className="cairn-breadcrumbs__current" aria-current="page">
                {item.label}
              </span>
            ) : (
              <Link href={item.href} className="cairn-breadcrumbs__link">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
