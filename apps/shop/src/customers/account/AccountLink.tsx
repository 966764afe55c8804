import { Link } from '@tanstack/react-router';
import { useCustomerSession } from '../session/customer-session.ts';
import { ClientOnly } from '../session/hydrated.ts';

/**
 * The header's account link: "Log in" for guests (and on the server), "Your account" once the
 * browser is known to be logged in. Checking the customer here means an expired session is
 * noticed on any page, and logged out (requirements R-FLOW-2).
 */
export function AccountLink() {
  return (
    <ClientOnly fallback={<LogInLink />}>
      <LiveAccountLink />
    </ClientOnly>
  );
}

function LiveAccountLink() {
  const session = useCustomerSession();
  if (session.status === 'guest') return <LogInLink />;
  return (
    <Link to="/account" className="shop-header__account">
      <PersonIcon />
      <span className="shop-header__account-label">Your account</span>
    </Link>
  );
}

function LogInLink() {
  return (
    <Link to="/login" className="shop-header__account">
      <PersonIcon />
      <span className="shop-header__account-label">Log in</span>
    </Link>
  );
}

function PersonIcon() {
  return (
    <svg
      className="shop-header__account-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
