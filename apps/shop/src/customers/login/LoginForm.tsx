import { Button, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { FormAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { firstServerMessage } from '../../forms/server-errors.ts';
import { useSessionActions } from '../session/customer-session.ts';
import { useHydrated } from '../session/hydrated.ts';

/** One message for a failed login: it must not tell which of the two was wrong. */
export const loginFailedMessage =
  'That email address and password do not match an account. Check both and try again.';

/**
 * Email and password. Rendered on the server too (posting nowhere useful, never a GET that
 * would put the password in the address); the button works once the page is live.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const commerce = useCommerce();
  const hydrated = useHydrated();
  const { startSession } = useSessionActions();
  const login = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      if (!commerce) throw new Error('Not in the browser');
      return commerce.client.login(email, password);
    },
    onSuccess: (result) => {
      if (!result.loggedIn) return;
      startSession(result.customer);
      onLoggedIn();
    },
  });
  const message =
    login.data?.loggedIn === false
      ? loginFailedMessage
      : login.error
        ? firstServerMessage(login.error, 'We could not log you in just now. Please try again.')
        : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ email: String(form.get('email')), password: String(form.get('password')) });
  }

  return (
    <form method="post" className="account-form" onSubmit={submit}>
      <FormAlert message={message} />
      <TextField
        label={fieldLabels.email}
        name="email"
        type="email"
        autoComplete="username"
        required
        spellCheck={false}
      />
      <TextField
        label={fieldLabels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <p className="account-form__aside">
        <Link to="/customer/reset-password">Forgotten your password?</Link>
      </p>
      <Button type="submit" disabled={!hydrated || login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
