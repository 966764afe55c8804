import type { Globals } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks';
import { SiteLink } from './SiteLink.tsx';

export function Footer({ globals }: { globals: Globals }) {
  return (
    <footer className="shop-footer">
      <div className="shop-footer__columns">
        {(globals.footer_columns ?? []).map((column) => (
          <nav key={column._uid} aria-label={column.title} className="shop-footer__column">
            <h2 className="shop-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link._uid}>
                  <SiteLink href={normaliseLink(link.link)}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {globals.copyright ? <p className="shop-footer__legal">{globals.copyright}</p> : null}
    </footer>
  );
}
