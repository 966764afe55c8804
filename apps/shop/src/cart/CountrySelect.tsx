import type { Cart } from '@cairn/commerce-client';
import { setupQueryOptions } from '@cairn/commerce-client/query';
import { SelectField } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { problemMessage } from '../forms/server-errors.ts';
import { useCartChange } from './use-cart-change.ts';

type CountrySelectProps = {
  cart: Cart;
  id?: string;
  label?: string;
  hint?: string;
  /** An error from elsewhere (the checkout's own checks), shown unless the change failed. */
  error?: string;
  autoComplete?: string;
};

/**
 * Where the bag is delivered, from the countries of `GET /api/setup`. Changing it moves the
 * cart to that market: currency, VAT, delivery methods and every price change at once.
 */
export function CountrySelect({
  cart,
  id,
  label = 'Deliver to',
  hint,
  error,
  autoComplete,
}: CountrySelectProps) {
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: setup } = useQuery(setupQueryOptions(shop));
  const change = useCartChange((client, country: string) => client.setCountry(country));
  const current = cart.location.country;
  const countries = setup?.countries ?? [{ code: current, name: cart.location.name }];
  return (
    <SelectField
      id={id}
      label={label}
      name="country"
      className="cart-country"
      hint={hint}
      autoComplete={autoComplete}
      options={countries.map((country) => ({ value: country.code, label: country.name }))}
      value={change.isPending ? change.variables : current}
      aria-busy={change.isPending || undefined}
      error={change.isError ? problemMessage(change.error) : error}
      // Not disabled while saving: a disabled select would drop keyboard focus.
      onChange={(event) => change.mutate(event.target.value)}
    />
  );
}
