import { Button } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useHydrated } from '../customers/session/hydrated.ts';
import { FormStatus, ServerAlert } from '../forms/FormMessages.tsx';

/**
 * Step two of a newsletter sign-up (double opt-in): the link mailed to the address subscribes
 * it. It asks for a press rather than acting on load, so a mail scanner that opens links does
 * not subscribe anyone.
 */
export function NewsletterConfirm({ i, id }: { i: string; id: string }) {
  const { shop } = useRouteContext({ from: '__root__' });
  const hydrated = useHydrated();
  const confirm = useMutation({ mutationFn: () => shop.confirmNewsletterSignup({ i, id }) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate();
  }

  return (
    <form method="post" className="account-form" onSubmit={submit}>
      <ServerAlert
        error={confirm.error}
        fallback="We could not confirm your sign-up just now. Please try again."
      />
      <FormStatus
        message={
          confirm.isSuccess
            ? 'You are signed up. You can leave any time from the link in each email.'
            : null
        }
      />
      {confirm.isSuccess ? null : (
        <>
          <p>
            Confirm that you would like Cairn emails: offers, new arrivals and guides, about twice a
            month.
          </p>
          <Button type="submit" disabled={!hydrated || confirm.isPending}>
            {confirm.isPending ? 'Confirming…' : 'Confirm my sign-up'}
          </Button>
        </>
      )}
    </form>
  );
}
