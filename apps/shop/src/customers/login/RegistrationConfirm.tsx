import { Button, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldErrors } from '../../forms/server-errors.ts';
import { useSessionActions } from '../session/customer-session.ts';
import { useHydrated } from '../session/hydrated.ts';

/**
 * Step two of registering: the link mailed to the address (`i` request, `id` secret) and the
 * password chosen when registering make the account and log in. Asking for the password means
 * a link someone else asked for (with a password of their own) cannot make the shopper's
 * account, and a mail scanner that opens links does not use the link up.
 */
export function RegistrationConfirm({ i, id }: { i: string; id: string }) {
  const commerce = useCommerce();
  const hydrated = useHydrated();
  const { shop } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { startSession } = useSessionActions();
  const confirm = useMutation({
    mutationFn: async (password: string) => {
      if (!commerce) throw new Error('Not in the browser');
      return commerce.client.confirmRegistration({ i, id, password });
    },
    onSuccess: async ({ customer }) => {
      startSession(customer);
      // The marketing hook must not stand between a new customer and the welcome page; it goes
      // with the new session's token (only an account's own session may send it).
      void shop
        .accountCreation(
          { email: customer.email, firstName: customer.firstName, lastName: customer.lastName },
          { token: commerce?.state.cartToken ?? null },
        )
        .catch(() => {});
      await navigate({ to: '/welcome' });
    },
  });
  const errors = fieldErrors(confirm.error);
  const linkProblem = errors.id ?? errors.i;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get('password')));
  }

  return (
    <form method="post" className="account-form" onSubmit={submit}>
      <ServerAlert
        error={confirm.error}
        fallback="We could not create your account just now. Please try again."
      />
      {linkProblem ? (
        <p className="account-form__aside">
          <Link to="/login">Register again</Link>
        </p>
      ) : null}
      <p>
        Your email address is confirmed. One step left: enter the password you chose when you
        registered, to create your account and log in.
      </p>
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" disabled={!hydrated || confirm.isPending}>
        {confirm.isPending ? 'Creating your account…' : 'Create my account'}
      </Button>
    </form>
  );
}
