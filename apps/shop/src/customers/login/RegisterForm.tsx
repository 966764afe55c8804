import type { RegisterFields } from '@cairn/commerce-client';
import { Button, CheckboxField, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { fieldErrors } from '../../forms/server-errors.ts';
import { useSessionActions } from '../session/customer-session.ts';
import { useHydrated } from '../session/hydrated.ts';

/**
 * Registration. The backend logs the new customer in; the newsletter choice goes to the
 * newsletter sign-up, never in the registration call (seed 000 section 5), and the first server
 * message is shown when it refuses.
 */
export function RegisterForm() {
  const commerce = useCommerce();
  const hydrated = useHydrated();
  const { shop } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { startSession } = useSessionActions();
  const register = useMutation({
    mutationFn: async (fields: RegisterFields) => {
      if (!commerce) throw new Error('Not in the browser');
      return commerce.client.register(fields);
    },
    onSuccess: async ({ customer }, { newsletter }) => {
      startSession(customer);
      // Marketing calls must not stand between a new customer and the welcome page.
      // The hook goes with the new session's token: only an account's own session may send it.
      const marketing = [
        shop.accountCreation(
          {
            email: customer.email,
            firstName: customer.firstName,
            lastName: customer.lastName,
            acceptsEmail: newsletter === true,
          },
          { token: commerce?.state.cartToken ?? null },
        ),
        ...(newsletter ? [shop.newsletterSignup(customer.email)] : []),
      ];
      void Promise.allSettled(marketing);
      await navigate({ to: '/welcome' });
    },
  });
  const errors = fieldErrors(register.error);

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
