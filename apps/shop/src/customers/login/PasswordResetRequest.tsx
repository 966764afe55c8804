import { Button, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { FormStatus, ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { useHydrated } from '../session/hydrated.ts';

/** The same words whether or not the email has an account, as the backend answers. */
export const resetRequestedMessage =
  'If an account has this email address, we have sent it a link to choose a new password. The link works for an hour.';

/** Step one of a password reset: the email address the link goes to. */
export function PasswordResetRequest() {
  const commerce = useCommerce();
  const hydrated = useHydrated();
  const request = useMutation({
    mutationFn: async (email: string) => {
      if (!commerce) throw new Error('Not in the browser');
      return commerce.client.requestPasswordReset(email);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  }

  return (
    <>
      <p className="account-panel__intro">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <form method="post" className="account-form" onSubmit={submit}>
        <ServerAlert
          error={request.error}
          fallback="We could not send the link just now. Please try again."
        />
        <FormStatus message={request.isSuccess ? resetRequestedMessage : null} />
        <TextField
          label={fieldLabels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          spellCheck={false}
        />
        <Button type="submit" disabled={!hydrated || request.isPending}>
          {request.isPending ? 'Sending…' : 'Send the link'}
        </Button>
      </form>
      <p className="account-form__aside">
        <Link to="/login">Back to log in</Link>
      </p>
    </>
  );
}
