import { Button, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormStatus, ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { fieldErrors } from '../../forms/server-errors.ts';
import { useBrowserCommerce } from '../session/customer-session.ts';

/** A password change needs the current password and the new one (requirements R-RULE-3). */
export function ChangePasswordForm() {
  const { client } = useBrowserCommerce();
  const change = useMutation({
    mutationFn: (passwords: { password: string; newPassword: string }) =>
      client.changePassword(passwords),
  });
  const errors = fieldErrors(change.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      {
        password: String(data.get('password') ?? ''),
        newPassword: String(data.get('newPassword') ?? ''),
      },
      { onSuccess: () => form.reset() },
    );
  }

  return (
    <form className="account-form" onSubmit={submit}>
      <ServerAlert
        error={change.error}
        fallback="We could not change your password just now. Please try again."
      />
      <FormStatus message={change.isSuccess ? 'Your password is changed.' : null} />
      <TextField
        label="Current password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
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
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
