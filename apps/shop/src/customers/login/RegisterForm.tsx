import type { RegisterFields } from '@cairn/commerce-client';
import { Button, CheckboxField, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { fieldErrors } from '../../forms/server-errors.ts';
import { useHydrated } from '../session/hydrated.ts';

/**
 * Registration, step one. The backend mails a link to the address (step two,
 * `RegistrationConfirm`, makes the account and logs in) and answers the same whether or not the
 * email has an account, so this form tells nobody which emails are registered. The newsletter
 * choice goes to the newsletter sign-up, never in the registration call (requirements R-RULE-2),
 * and the first server message is shown when it refuses.
 */
export function RegisterForm() {
  const commerce = useCommerce();
  const hydrated = useHydrated();
  const { shop } = useRouteContext({ from: '__root__' });
  const register = useMutation({
    mutationFn: async (fields: RegisterFields) => {
      if (!commerce) throw new Error('Not in the browser');
      return commerce.client.register(fields);
    },
    onSuccess: (_answer, { email, newsletter }) => {
      // Marketing must not stand in the way of the confirmation message.
      if (newsletter) void shop.newsletterSignup(email).catch(() => {});
    },
  });
  const errors = fieldErrors(register.error);

  if (register.isSuccess) {
    return (
      <div className="account-notice" role="status">
        <p>
          Check your inbox: we have sent a link to <strong>{register.variables.email}</strong> to
          finish creating your account. It works for 24 hours.
        </p>
        <p>Nothing there after a few minutes? Look in your spam folder, or register again.</p>
        <p className="account-notice__actions">
          <Button variant="secondary" onClick={() => register.reset()}>
            Register again
          </Button>
        </p>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    register.mutate({
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      password: String(form.get('password') ?? ''),
      newsletter: form.get('newsletter') === 'on',
    });
  }

  return (
    <form method="post" className="account-form" onSubmit={submit}>
      <ServerAlert
        error={register.error}
        fallback="We could not create your account just now. Please try again."
      />
      <div className="account-form__pair">
        <TextField
          label={fieldLabels.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          error={errors.firstName}
        />
        <TextField
          label={fieldLabels.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          error={errors.lastName}
        />
      </div>
      <TextField
        label={fieldLabels.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        spellCheck={false}
        error={errors.email}
      />
      <TextField
        label={fieldLabels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={200}
        hint="At least 8 characters"
        error={errors.password}
      />
      <CheckboxField
        label="Email me offers, new arrivals and events"
        name="newsletter"
        hint="You can unsubscribe from any email we send."
      />
      <Button type="submit" disabled={!hydrated || register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
