import { Button } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormStatus, ServerAlert } from '../../forms/FormMessages.tsx';
import { useAccountCustomer } from './AccountGate.tsx';

/**
 * `/account/preferences`: newsletter sign-up for the account's email, through the own server's
 * newsletter call (requirements R-CALL-20). Unsubscribing is the link in every email: the backend
 * has no call to read or end a subscription.
 */
export function PreferencesForm() {
  const customer = useAccountCustomer();
  const { shop } = useRouteContext({ from: '__root__' });
  const signup = useMutation({ mutationFn: () => shop.newsletterSignup(customer.email) });
  return (
    <div className="account-preferences">
      <p>
        Our emails bring offers, new arrivals, buying guides and events at stores near you, about
        twice a month.
      </p>
      <ServerAlert
        error={signup.error}
        fallback="We could not sign you up just now. Please try again."
      />
      <FormStatus
        message={
          signup.isSuccess
            ? `Check your inbox: we have sent a link to ${customer.email}. Follow it to confirm your sign-up.`
            : null
        }
      />
      {signup.isSuccess ? null : (
        <Button onClick={() => signup.mutate()} disabled={signup.isPending}>
          {signup.isPending ? 'Signing you up…' : `Email me at ${customer.email}`}
        </Button>
      )}
      <p className="account-form__aside">
        Already signed up and had enough? Every email we send has a link to unsubscribe.
      </p>
    </div>
  );
}
