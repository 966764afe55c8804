import type { Globals } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks/links';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BagButton } from '../cart/BagButton.tsx';
import { AccountLink } from '../customers/account/AccountLink.tsx';
import { headerSlideUpAtom, navAtom } from '../view-state/atoms.ts';
import { PlainLink } from './PlainLink.tsx';
import { currentPageOf, usePlainLinks, useShownAddress } from './plain-links.ts';
import { SearchBox } from './SearchBox.tsx';
import { useHeaderSlideUp } from './use-header-slide-up.ts';

// The tray (a dialog) is only ever seen once opened: its code loads then (issue 16).
const NavigationTray = lazy(() =>
  import('./NavigationTray.tsx').then((module) => ({ default: module.NavigationTray })),
);

/**
 * The site header: logo, search, account and bag, the main navigation from the content
 * globals (sub-sections on hover or focus at desktop sizes; the navigation tray on phones).
 * It sticks to the top and slides away while the shopper scrolls down. Its links are plain
 * anchors the header follows in the app (site/plain-links.ts): every page hydrates the header.
 */
export function Header({ globals }: { globals: Globals }) {
  const [nav, setNav] = useAtom(navAtom);
  const slideUp = useAtomValue(headerSlideUpAtom);
  useHeaderSlideUp();
  // Mounted from the first open on, like the bag panel: closed, the tray renders nothing.
  const [trayUsed, setTrayUsed] = useState(false);
  useEffect(() => {
    if (nav.open) setTrayUsed(true);
  }, [nav.open]);
  const items = globals.navigation ?? [];
  const links = usePlainLinks({ keepScroll: false });
  const shown = useShownAddress();
  return (
    <header
      className="shop-header"
      data-slide-up={slideUp && !nav.open ? 'true' : 'false'}
      {...links}
    >
      <div className="shop-header__bar">
        <a
          href="/"
          className="shop-header__logo"
          aria-label="Cairn home"
          aria-current={currentPageOf('/', shown)}
        >
          Cairn
        </a>
        <SearchBox />
        <AccountLink />
        <BagButton />
        <button
          type="button"
          className="shop-header__menu"
          aria-haspopup="dialog"
          aria-expanded={nav.open}
          onClick={() => setNav((state) => ({ ...state, open: true }))}
        >
          Menu
        </button>
      </div>
      <nav aria-label="Main" className="shop-nav">
        <ul className="shop-nav__list">
          {items.map((item) => (
            <li key={item._uid} className="shop-nav__item">
              <PlainLink href={normaliseLink(item.link)} shown={shown} className="shop-nav__link">
                {item.label}
              </PlainLink>
              {item.children?.length ? (
                <ul className="shop-nav__sub" aria-label={`${item.label} sections`}>
                  {item.children.map((child) => (
                    <li key={child._uid}>
                      <PlainLink
                        href={normaliseLink(child.link)}
                        shown={shown}
                        className="shop-nav__sub-link"
                      >
                        {child.label}
                      </PlainLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      {trayUsed || nav.open ? (
        <Suspense fallback={null}>
          <NavigationTray items={items} />
        </Suspense>
      ) : null}
      {globals.usp_messages?.length ? (
        <ul className="shop-usps" aria-label="Why shop with us">
          {globals.usp_messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
