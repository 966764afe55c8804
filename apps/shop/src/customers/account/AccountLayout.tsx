import { Button } from '@cairn/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSessionActions } from '../session/customer-session.ts';
import { ClientOnly } from '../session/hydrated.ts';
import { AccountGate } from './AccountGate.tsx';

const sections = [
  { to: '/account', label: 'Overview', exact: true },
  { to: '/account/orders', label: 'Orders', exact: false },
  { to: '/account/wishlist', label: 'Wishlist', exact: false },
  { to: '/account/profile', label: 'Your details', exact: false },
  { to: '/account/preferences', label: 'Email preferences', exact: false },
] as const;

/** The account area: its sections (a scrolling row on phones, a column from tablets) and the page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="account">
      <nav className="account-nav" aria-label="Your account">
        <ul className="account-nav__list">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="account-nav__link"
                activeOptions={{ exact: section.exact, includeSearch: false }}
              >
                {section.label}
              </Link>
            </li>
          ))}
          <ClientOnly>
            <li className="account-nav__logout">
              <LogOutButton />
            </li>
          </ClientOnly>
        </ul>
      </nav>
      <div className="account__page">
        <AccountGate>{children}</AccountGate>
      </div>
    </div>
  );
}

function LogOutButton() {
  const { endSession } = useSessionActions();
  return (
    <Button variant="ghost" onClick={() => void endSession()}>
      Log out
    </Button>
  );
}
