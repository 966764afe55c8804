import type { Cart } from '@cairn/commerce-client';
import { TextField } from '@cairn/ui';
import { CountrySelect } from '../../cart/CountrySelect.tsx';
import { fieldLabels } from '../../forms/labels.ts';
import { checkoutFields } from '../checkout-fields.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import type { BindText } from './field-binding.ts';

/**
 * The delivery address. The country is the cart's: changing it reprices the bag, so it is
 * saved on the cart at once rather than kept with the typed draft.
 */
export function AddressSection({
  cart,
  text,
  countryError,
}: {
  cart: Cart;
  text: BindText;
  countryError: string | undefined;
}) {
  return (
    <CheckoutSection id="checkout-address" title="Delivery address">
      <div className="checkout-form__pair">
        <TextField
          {...text('firstName')}
          label={fieldLabels.firstName}
          autoComplete="shipping given-name"
          required
        />
        <TextField
          {...text('lastName')}
          label={fieldLabels.lastName}
          autoComplete="shipping family-name"
          required
        />
      </div>
      <TextField
        {...text('company')}
        label="Company (optional)"
        autoComplete="shipping organization"
      />
      <TextField
        {...text('address1')}
        label="Address line 1"
        autoComplete="shipping address-line1"
        required
      />
      <TextField
        {...text('address2')}
        label="Address line 2 (optional)"
        autoComplete="shipping address-line2"
      />
      <div className="checkout-form__pair">
        <TextField
          {...text('city')}
          label={fieldLabels.city}
          autoComplete="shipping address-level2"
          required
        />
        <TextField
          {...text('postcode')}
          label={fieldLabels.zipCode}
          autoComplete="shipping postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
      </div>
      <CountrySelect
        cart={cart}
        id={checkoutFields.country}
        label={fieldLabels.country}
        autoComplete="shipping country"
        hint="Prices, VAT and delivery follow the country."
        error={countryError}
      />
      <TextField
        {...text('phoneNumber')}
        label="Phone (optional)"
        type="tel"
        autoComplete="shipping tel"
        hint="Only for questions about delivery."
      />
    </CheckoutSection>
  );
}
