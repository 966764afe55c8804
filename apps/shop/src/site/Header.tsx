import type { Globals } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { BagButton } from '../cart/BagButton.tsx';
import { AccountLink } from '../customers/account/AccountLink.tsx';
import { navAtom } from '../view-state/atoms.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { SiteLink } from './SiteLink.tsx';

/** The site header: logo, the main navigation from the content globals, a menu toggle on phones. */
export function Header({ globals }: { globals: Globals }) {
  const [nav, setNav] = useAtom(navAtom);
  const navId = useId();
  return (
    <header className="shop-header">
      <div className="shop-header__bar">
        <Link to="/" className="shop-header__logo" aria-label="Cairn home">
          Cairn
        </Link>
        <HeaderSearch />
        <AccountLink />
        <BagButton />
        <button
          type="button"
          className="shop-header__menu"
          aria-expanded={nav.open}
          aria-controls={navId}
          onClick={() => setNav((state) => ({ ...state, open: !state.open }))}
        >
          {nav.open ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <nav
        id={navId}
        aria-label="Main"
        className="shop-nav"
        data-open={nav.open ? 'true' : 'false'}
      >
        <ul className="shop-nav__list">
          {(globals.navigation ?? []).map((item) => (
            <li key={item._uid}>
              <SiteLink href={normaliseLink(item.link)} className="shop-nav__link">
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
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
