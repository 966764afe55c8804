import { Button } from '@cairn/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useSiteNavigate } from '../../site/site-navigation.ts';
import { useCustomerSession, useSessionActions } from '../session/customer-session.ts';
import { useHydrated } from '../session/hydrated.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/**
 * `/login`: log in beside registration, stacked on phones. After logging in the customer goes
 * back where they came from (`redirect`), or to their account.
 */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const navigateTo = useSiteNavigate();
  const hydrated = useHydrated();
  const loginHeading = useId();
  const registerHeading = useId();
  return (
    <div className="account-login">
      <h1 className="account-title">Log in or create an account</h1>
      {hydrated ? <SignedInNotice /> : null}
      <div className="account-login__columns">
        <section className="account-panel" aria-labelledby={loginHeading}>
          <h2 id={loginHeading}>Log in</h2>
          <LoginForm
            onLoggedIn={() =>
              // `redirect` is already limited to paths here; the navigation refuses any other.
              void navigateTo(redirect ?? '/account').catch(() => navigateTo('/account'))
            }
          />
        </section>
        <section className="account-panel" aria-labelledby={registerHeading}>
          <h2 id={registerHeading}>New to Cairn?</h2>
          <p className="account-panel__intro">
            Create an account to save a wishlist, see your orders and check out faster.
          </p>
          <RegisterForm />
        </section>
      </div>
    </div>
  );
}

/** Someone already logged in gets a way to their account (or out) above the forms. */
function SignedInNotice() {
  const session = useCustomerSession();
  const { endSession } = useSessionActions();
  if (session.status !== 'customer') return null;
  return (
    <div className="account-notice">
      <p>
        You are logged in as <strong>{session.customer.email}</strong>.
      </p>
      <p className="account-notice__actions">
        <Button asChild>
          <Link to="/account">Go to your account</Link>
        </Button>
        <Button variant="secondary" onClick={() => void endSession()}>
          Log out
        </Button>
      </p>
    </div>
  );
}
