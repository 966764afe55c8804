import { Button, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { fieldErrors } from '../../forms/server-errors.ts';
import { useSessionActions } from '../session/customer-session.ts';
import { useHydrated } from '../session/hydrated.ts';
import { isLoggedIn } from '../session/session-marker.ts';

/**
 * Step two: a new password for the link's `i` (request) and `id` (secret). The backend ends
 * every session of the account, so a customer logged in here is logged out locally too.
 */
export function PasswordResetForm({ i, id }: { i: string; id: string }) {
  const commerce = useCommerce();
  const hydrated = useHydrated();
  const { endSession } = useSessionActions();
  const reset = useMutation({
    mutationFn: async (newPassword: string) => {
      if (!commerce) throw new Error('Not in the browser');
      return commerce.client.resetPassword({ i, id, newPassword });
    },
    onSuccess: async () => {
      if (commerce && isLoggedIn(commerce.state)) await endSession({ goHome: false });
    },
  });

  if (reset.isSuccess) {
    return (
      <div className="account-notice" role="status">
        <p>Your password is changed. Log in with your new password.</p>
        <p className="account-notice__actions">
          <Button asChild>
            <Link to="/login">Log in</Link>
          </Button>
        </p>
      </div>
    );
  }

  const errors = fieldErrors(reset.error);
  const linkProblem = errors.id ?? errors.i;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate(String(new FormData(event.currentTarget).get('newPassword') ?? ''));
  }

  return (
    <form method="post" className="account-form" onSubmit={submit}>
      <ServerAlert
        error={reset.error}
        fallback="We could not change your password just now. Please try again."
      />
      {linkProblem ? (
        <p className="account-form__aside">
          <Link to="/customer/reset-password">Ask for a new link</Link>
        </p>
      ) : null}
      <TextField
        label={fieldLabels.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={200}
        hint="At least 8 characters"
        error={errors.newPassword}
      />
      <Button type="submit" disabled={!hydrated || reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
