import type { Globals } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks/links';
import { useRouteContext } from '@tanstack/react-router';
import { CookieSettingsButton } from '../consent/ConsentBanner.tsx';
import { SiteLink } from './SiteLink.tsx';

export function Footer({ globals }: { globals: Globals }) {
  const { demo } = useRouteContext({ from: '__root__' });
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
      {demo ? (
        <p className="shop-footer__legal" data-testid="demo-notice">
          This is a demo shop: nothing is for sale, no payment is taken and no order is sent.
        </p>
      ) : null}
      <div className="shop-footer__legal">
        <CookieSettingsButton />
        {globals.copyright ? <p>{globals.copyright}</p> : null}
      </div>
    </footer>
  );
}
