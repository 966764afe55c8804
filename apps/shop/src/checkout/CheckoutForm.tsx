import type { Cart } from '@cairn/commerce-client';
import { setupQueryOptions } from '@cairn/commerce-client/query';
import { formatPrice } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ChangeEvent, useEffect, useState } from 'react';
import { priceFormat } from '../cart/price-format.ts';
import { useCartChange } from '../cart/use-cart-change.ts';
import { problemMessage } from '../forms/server-errors.ts';
import {
  type CardDraft,
  type CheckoutDraft,
  draftFromAddress,
  emptyCard,
  emptyDraft,
  readDraft,
  writeDraft,
} from './checkout-draft.ts';
import { type CheckoutField, checkoutFields } from './checkout-fields.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { OutOfStockNotice } from './OutOfStockNotice.tsx';
import { AddressSection } from './sections/AddressSection.tsx';
import { ContactSection } from './sections/ContactSection.tsx';
import { DeliverySection } from './sections/DeliverySection.tsx';
import type { BindText } from './sections/field-binding.ts';
import { type BindCard, PaymentSection } from './sections/PaymentSection.tsx';
import { PlaceOrderSection } from './sections/PlaceOrderSection.tsx';
import { useAddressLookup } from './use-address-lookup.ts';
import { checkoutSession, useCheckoutSubmit } from './use-checkout-submit.ts';

/**
 * The checkout form: contact, delivery address, delivery method, payment, then pay. What is
 * typed is kept in sessionStorage (card details excepted); the country and the methods are
 * saved on the cart as they change. Problems are shown on their fields and listed at the top.
 */
export function CheckoutForm({
  cart,
  prefill = {},
}: {
  cart: Cart;
  /** A logged-in customer's details (use-customer-prefill.ts); what the cart or the stored draft has wins. */
  prefill?: Partial<CheckoutDraft>;
}) {
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: setup } = useQuery(setupQueryOptions(shop));

  // Rendered only once the cart has loaded in the browser, so storage can be read at once.
  const [draft, setDraft] = useState<CheckoutDraft>(() => ({
    ...emptyDraft,
    ...prefill,
    ...draftFromAddress(cart.selection.address),
    // An emptied field in the stored draft does not blank out what the profile fills in.
    ...Object.fromEntries(
      Object.entries(readDraft(checkoutSession())).filter(([, value]) => value !== ''),
    ),
  }));
  const [card, setCard] = useState<CardDraft>(emptyCard);
  useEffect(() => writeDraft(checkoutSession(), draft), [draft]);

  const payment = useCartChange((client, method: string) => client.setPaymentMethod(method));
  // null: the shop offers no way to pay.
  const paymentMethod = payment.isPending
    ? payment.variables
    : (cart.selection.paymentMethod ?? undefined);
  const method = cart.paymentMethods.find((entry) => entry.paymentMethod === paymentMethod);
  const country = cart.location.country;
  const checkout = useCheckoutSubmit({ draft, card, country, paymentMethod, method });
  const { errors, clearError } = checkout;

  useAddressLookup({
    lookup: setup?.integrations.addressLookup ?? null,
    country,
    countries: setup?.countries.map((entry) => entry.code) ?? [],
  });

  const format = priceFormat(cart.selection.currencyFormat);
  const total = formatPrice(cart.selection.totals.grandTotalPriceAsNumber, format);

  const text: BindText = (key, field: CheckoutField = key) => ({
    id: checkoutFields[field],
    name: key,
    value: draft[key],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [key]: value }));
      clearError(field);
    },
  });
  const cardText: BindCard = (key, field) => ({
    id: checkoutFields[field],
    name: field,
    value: card[key],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setCard((current) => ({ ...current, [key]: value }));
      clearError(field);
      clearError('payment');
    },
  });

  return (
    <>
      <ErrorSummary ref={checkout.errorSummary} errors={errors} formErrors={checkout.formErrors} />
      <OutOfStockNotice ref={checkout.stockNotice} cart={cart} shortLines={checkout.shortLines} />
      <div className="checkout__layout">
        <OrderSummary cart={cart} />
        <form
          className="checkout-form"
          id="checkout-form"
          aria-label="Checkout"
          noValidate
          onSubmit={checkout.submit}
        >
          <ContactSection text={text} />
          <AddressSection cart={cart} text={text} countryError={errors.country} />
          <DeliverySection cart={cart} format={format} error={errors.shippingMethod} />
          <PaymentSection
            methods={cart.paymentMethods}
            paymentMethod={paymentMethod}
            method={method}
            onMethodChange={(value) => {
              if (payment.isPending) return;
              payment.mutate(value);
              clearError('paymentMethod');
            }}
            methodError={payment.isError ? problemMessage(payment.error) : undefined}
            errors={errors}
            card={cardText}
          />
          <PlaceOrderSection
            terms={draft.terms}
            termsError={errors.terms}
            onTermsChange={(checked) => {
              setDraft((current) => ({ ...current, terms: checked }));
              clearError('terms');
            }}
            paying={checkout.paying}
            method={method}
            total={total}
          />
        </form>
      </div>
    </>
  );
}
