import type { Globals } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks/links';
import { useRouteContext } from '@tanstack/react-router';
import { CookieSettingsButton } from '../consent/ConsentBanner.tsx';
import { PlainLink } from './PlainLink.tsx';
import { usePlainLinks, useShownAddress } from './plain-links.ts';

/** The footer's link columns, plain anchors the footer follows in the app (site/plain-links.ts). */
export function Footer({ globals }: { globals: Globals }) {
  const { demo } = useRouteContext({ from: '__root__' });
  const links = usePlainLinks({ keepScroll: false });
  const shown = useShownAddress();
  return (
    <footer className="shop-footer" {...links}>
      <div className="shop-footer__columns">
        {(globals.footer_columns ?? []).map((column) => (
          <nav key={column._uid} aria-label={column.title} className="shop-footer__column">
            <h2 className="shop-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link._uid}>
                  <PlainLink href={normaliseLink(link.link)} shown={shown}>
                    {link.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {demo ? (
        // The mailbox is a page of the server's, outside the app: the link loads it (own-document.ts).
        <p className="shop-footer__demo" data-testid="demo-notice">
          This is a demo shop: nothing is for sale, no payment is taken and no order is sent. Its
          mail goes to the <a href="/demo/mailbox">demo mailbox</a>.
        </p>
      ) : null}
      <div className="shop-footer__legal">
        <CookieSettingsButton />
        {globals.copyright ? <p>{globals.copyright}</p> : null}
      </div>
    </footer>
  );
}
