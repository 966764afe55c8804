import type { Globals } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks/links';
import { type ReactNode, Suspense } from 'react';
import { CompareTray } from '../compare/CompareTray.tsx';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import type { LayoutName } from '../router-context.ts';
import { Footer } from '../site/Footer.tsx';
import { Header } from '../site/Header.tsx';
import { PlainLink } from '../site/PlainLink.tsx';
import { usePlainLinks, useShownAddress } from '../site/plain-links.ts';

type LayoutProps = { name: LayoutName; globals: Globals; children: ReactNode };

/**
 * The three page layouts (requirements R-PAGE-1). Default: header, page, footer. Info: the page in a
 * reading column beside the help links. Ecomm: a quiet frame for checkout, no navigation to
 * wander off through.
 */
export function Layout({ name, globals, children }: LayoutProps) {
  const skipLink = (
    <a className="shop-skip-link" href="#main">
      Skip to content
    </a>
  );
  if (name === 'ecomm') {
    return (
      <div className="shop-layout shop-layout--ecomm">
        {skipLink}
        <header className="shop-header shop-header--ecomm">
          <a href="/" className="shop-header__logo">
            Cairn
          </a>
          <span className="shop-header__secure">Secure checkout</span>
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <ConsentBanner />
      </div>
    );
  }
  return (
    <div className={`shop-layout shop-layout--${name}`}>
      {skipLink}
      {/* Boundaries let the browser hydrate header, page and footer as separate, interruptible
          tasks instead of one long one (React hydrates each dehydrated boundary on its own). */}
      <Suspense fallback={null}>
        <Header globals={globals} />
      </Suspense>
      <main id="main" tabIndex={-1} className={name === 'info' ? 'shop-info' : undefined}>
        {name === 'info' ? (
          <>
            <div className="shop-info__content">{children}</div>
            <InfoNavigation globals={globals} />
          </>
        ) : (
          children
        )}
      </main>
      <Suspense fallback={null}>
        <Footer globals={globals} />
      </Suspense>
      <CompareTray />
      <ConsentBanner />
    </div>
  );
}

/** The help links (the first footer column) beside information pages. */
function InfoNavigation({ globals }: { globals: Globals }) {
  const links = usePlainLinks({ keepScroll: false });
  const shown = useShownAddress();
  const column = globals.footer_columns?.[0];
  if (!column) return null;
  return (
    <aside className="shop-info__aside" {...links}>
      <nav aria-label={`${column.title} pages`}>
        <h2 className="shop-info__aside-title">{column.title}</h2>
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
    </aside>
  );
}
