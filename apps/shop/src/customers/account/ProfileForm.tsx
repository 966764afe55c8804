import type { Customer, ProfileFields } from '@cairn/commerce-client';
import { commerceKeys, setupQueryOptions } from '@cairn/commerce-client/query';
import { Button, SelectField, TextField } from '@cairn/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormStatus, ServerAlert } from '../../forms/FormMessages.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { fieldErrors } from '../../forms/server-errors.ts';
import { useBrowserCommerce } from '../session/customer-session.ts';
import { AccountLoading, useAccountCustomer } from './AccountGate.tsx';

/** The profile as the form sends it: blank address lines cleared, a blank country left out. */
export function profileFromForm(form: FormData): ProfileFields {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const country = text('country');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    birthdate: text('birthdate') || null,
    address: {
      address1: text('address1'),
      address2: text('address2'),
      city: text('city'),
      zipCode: text('zipCode'),
      ...(country ? { country } : {}),
    },
  };
}

/** Name, phone, date of birth and address; the email is shown, not changed here. */
export function ProfileForm() {
  const customer = useAccountCustomer();
  const { client } = useBrowserCommerce();
  const { shop } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const countries = useQuery(setupQueryOptions(shop));
  const save = useMutation({
    mutationFn: (fields: ProfileFields) => client.updateCustomer(fields),
    onSuccess: (updated) => queryClient.setQueryData<Customer>(commerceKeys.customer(), updated),
  });
  const errors = fieldErrors(save.error);
  const address = customer.address ?? {};
  // The select's default applies once, so the form waits for the list of countries.
  if (countries.isPending) return <AccountLoading label="Loading your details" />;
  const countryOptions = countries.data
    ? countries.data.countries.map((country) => ({ value: country.code, label: country.name }))
    : address.country
      ? [{ value: address.country, label: address.country }]
      : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(profileFromForm(new FormData(event.currentTarget)));
  }

  return (
    <form className="account-form" onSubmit={submit}>
      <ServerAlert
        error={save.error}
        fallback="We could not save your details just now. Please try again."
      />
      <FormStatus message={save.isSuccess ? 'Your details are saved.' : null} />
      <p className="account-form__readonly">
        <span className="account-form__readonly-label">Email address</span>
        <span>{customer.email}</span>
      </p>
      <div className="account-form__pair">
        <TextField
          label={fieldLabels.firstName}
          name="firstName"
          autoComplete="given-name"
          defaultValue={customer.firstName}
          maxLength={100}
          error={errors.firstName}
        />
        <TextField
          label={fieldLabels.lastName}
          name="lastName"
          autoComplete="family-name"
          defaultValue={customer.lastName}
          maxLength={100}
          error={errors.lastName}
        />
      </div>
      <div className="account-form__pair">
        <TextField
          label={fieldLabels.phoneNumber}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          defaultValue={customer.phoneNumber}
          maxLength={40}
          error={errors.phoneNumber}
        />
        <TextField
          label={fieldLabels.birthdate}
          name="birthdate"
          type="date"
          autoComplete="bday"
          defaultValue={customer.birthdate ?? ''}
          hint="Optional: for a birthday treat"
          error={errors.birthdate}
        />
      </div>
      <fieldset className="account-form__group">
        <legend>Address</legend>
        <TextField
          label="Street address"
          name="address1"
          autoComplete="address-line1"
          defaultValue={address.address1 ?? ''}
          maxLength={200}
          error={errors.address1}
        />
        <TextField
          label={fieldLabels.address2}
          name="address2"
          autoComplete="address-line2"
          defaultValue={address.address2 ?? ''}
          maxLength={200}
          error={errors.address2}
        />
        <div className="account-form__pair">
          <TextField
            label={fieldLabels.city}
            name="city"
            autoComplete="address-level2"
            defaultValue={address.city ?? ''}
            maxLength={100}
            error={errors.city}
          />
          <TextField
            label={fieldLabels.zipCode}
            name="zipCode"
            autoComplete="postal-code"
            defaultValue={address.zipCode ?? ''}
            maxLength={20}
            error={errors.zipCode}
          />
        </div>
        <SelectField
          label={fieldLabels.country}
          name="country"
          autoComplete="country"
          placeholder="Choose a country"
          defaultValue={address.country ?? ''}
          options={countryOptions}
          error={errors.country}
        />
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}
