import {
  ApiError,
  type Cart,
  OutOfStockError,
  type PaymentRequest,
  type UnavailableLine,
} from '@cairn/commerce-client';
import { commerceKeys, setupQueryOptions } from '@cairn/commerce-client/query';
import { Button, CheckboxField, formatPrice, RadioGroupField, TextField } from '@cairn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { CountrySelect } from '../cart/CountrySelect.tsx';
import { priceFormat } from '../cart/price-format.ts';
import { problemMessage } from '../cart/problem-message.ts';
import { useCartChange } from '../cart/use-cart.ts';
import { useCommerce } from '../commerce/commerce-context.tsx';
import { addressLookupKey } from './address-lookup.ts';
import {
  addressFromDraft,
  type CardDraft,
  type CheckoutDraft,
  clearDraft,
  draftFromAddress,
  emptyCard,
  emptyDraft,
  readDraft,
  writeDraft,
} from './checkout-draft.ts';
import { type CheckoutField, checkoutFields, type FieldErrors } from './checkout-fields.ts';
import { normaliseExpiry, validateCheckout } from './checkout-validation.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { OutOfStockNotice } from './OutOfStockNotice.tsx';
import { rememberShoppingKeys } from './order-handoff.ts';
import { fieldErrorsFromServer } from './server-errors.ts';
import { useAddressLookup } from './use-address-lookup.ts';

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

type TextKey = Exclude<keyof CheckoutDraft, 'terms'>;

/**
 * The checkout form: contact, delivery address, delivery method, payment, then pay. What is
 * typed is kept in sessionStorage (card details excepted); the country and the methods are
 * saved on the cart as they change. Problems are shown on their fields and listed at the top.
 */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: setup } = useQuery(setupQueryOptions(shop));

  // Rendered only once the cart has loaded in the browser, so storage can be read at once.
  const [draft, setDraft] = useState<CheckoutDraft>(() => ({
    ...emptyDraft,
    ...draftFromAddress(cart.selection.address),
    ...readDraft(session()),
  }));
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [shortLines, setShortLines] = useState<UnavailableLine[]>([]);
  const [paying, setPaying] = useState(false);
  const [attempt, setAttempt] = useState<{ count: number; focus: 'errors' | 'stock' }>({
    count: 0,
    focus: 'errors',
  });
  const idempotencyKey = useRef<string | null>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const stockNotice = useRef<HTMLElement>(null);

  const shipping = useCartChange((client, method: string) => client.setShippingMethod(method));
  const payment = useCartChange((client, method: string) => client.setPaymentMethod(method));

  useEffect(() => writeDraft(session(), draft), [draft]);
  useEffect(() => {
    if (attempt.count === 0) return;
    (attempt.focus === 'stock' ? stockNotice : errorSummary).current?.focus();
  }, [attempt]);

  const country = cart.location.country;
  useAddressLookup({
    key: addressLookupKey(setup),
    country,
    countries: setup?.countries.map((entry) => entry.code) ?? [],
  });

  const paymentMethod = payment.isPending ? payment.variables : cart.selection.paymentMethod;
  const method = cart.paymentMethods.find((entry) => entry.paymentMethod === paymentMethod);
  const format = priceFormat(cart.selection.currencyFormat);
  const total = formatPrice(cart.selection.totals.grandTotalPriceAsNumber, format);

  const clearError = (field: CheckoutField) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const text = (key: TextKey, field: CheckoutField = key) => ({
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
  const cardText = (key: keyof CardDraft, field: CheckoutField) => ({
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

  const fail = (fields: FieldErrors, form: string[], focus: 'errors' | 'stock' = 'errors') => {
    setErrors(fields);
    setFormErrors(form);
    setAttempt((previous) => ({ count: previous.count + 1, focus }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    if (!commerce) return fail({}, ['The checkout is still loading; try again in a moment.']);
    const found = validateCheckout(draft, card, { country, paymentKind: method?.kind });
    if (Object.keys(found).length > 0) return fail(found, []);

    setErrors({});
    setFormErrors([]);
    setPaying(true);
    const { client } = commerce;
    const address = addressFromDraft(draft, country);
    const expiry = normaliseExpiry(card.expiry);
    const request: PaymentRequest = {
      paymentMethod,
      termsAndConditions: true,
      address,
      shippingAddress: address,
      ...(method?.kind === 'card' && expiry
        ? { card: { number: card.number.replace(/[\s-]/g, ''), expiry, cvc: card.cvc.trim() } }
        : {}),
    };
    rememberShoppingKeys(session(), client.state.recommendationKeys());
    // One key for this checkout: a retry after a lost answer gets the same order, not two.
    idempotencyKey.current ??= globalThis.crypto.randomUUID();
    try {
      const order = await client.pay(request, { idempotencyKey: idempotencyKey.current });
      queryClient.setQueryData(commerceKeys.receipt(), order);
      clearDraft(session());
      await navigate({ to: '/success' });
      // The session has a new, empty cart now; the orders list has one more.
      void queryClient.invalidateQueries({ queryKey: commerceKeys.selection() });
      void queryClient.invalidateQueries({ queryKey: [...commerceKeys.all, 'orders'] });
    } catch (error) {
      setPaying(false);
      if (error instanceof OutOfStockError) {
        setShortLines(error.unavailable);
        await queryClient.invalidateQueries({ queryKey: commerceKeys.selection() });
        return fail({}, [], 'stock');
      }
      if (error instanceof ApiError && error.status < 500) {
        const mapped = fieldErrorsFromServer(error.errors);
        const nothingMapped = Object.keys(mapped.fields).length === 0 && mapped.form.length === 0;
        return fail(mapped.fields, nothingMapped ? [problemMessage(error)] : mapped.form);
      }
      return fail({}, [problemMessage(error)]);
    }
  };

  return (
    <>
      <ErrorSummary ref={errorSummary} errors={errors} formErrors={formErrors} />
      <OutOfStockNotice ref={stockNotice} cart={cart} shortLines={shortLines} />
      <div className="checkout__layout">
        <OrderSummary cart={cart} />
        <form
          className="checkout-form"
          id="checkout-form"
          aria-label="Checkout"
          noValidate
          onSubmit={submit}
        >
          <section className="checkout-section" aria-labelledby="checkout-contact">
            <h2 id="checkout-contact" className="checkout-section__title">
              Contact
            </h2>
            <TextField
              {...text('email')}
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              hint="We send your order confirmation here."
              required
            />
          </section>

          <section className="checkout-section" aria-labelledby="checkout-address">
            <h2 id="checkout-address" className="checkout-section__title">
              Delivery address
            </h2>
            <div className="checkout-form__pair">
              <TextField
                {...text('firstName')}
                label="First name"
                autoComplete="shipping given-name"
                required
              />
              <TextField
                {...text('lastName')}
                label="Last name"
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
                label="Town or city"
                autoComplete="shipping address-level2"
                required
              />
              <TextField
                {...text('postcode')}
                label="Postcode"
                autoComplete="shipping postal-code"
                autoCapitalize="characters"
                spellCheck={false}
                required
              />
            </div>
            <CountrySelect
              cart={cart}
              id={checkoutFields.country}
              label="Country"
              autoComplete="shipping country"
              hint="Prices, VAT and delivery follow the country."
              error={errors.country}
            />
            <TextField
              {...text('phoneNumber')}
              label="Phone (optional)"
              type="tel"
              autoComplete="shipping tel"
              hint="Only for questions about delivery."
            />
          </section>

          <section className="checkout-section" aria-labelledby="checkout-delivery">
            <h2 id="checkout-delivery" className="checkout-section__title">
              Delivery
            </h2>
            <RadioGroupField
              id={checkoutFields.shippingMethod}
              legend="Delivery method"
              name="shippingMethod"
              value={shipping.isPending ? shipping.variables : cart.selection.shippingMethod}
              onValueChange={(value) => !shipping.isPending && shipping.mutate(value)}
              error={shipping.isError ? problemMessage(shipping.error) : errors.shippingMethod}
              options={cart.shippingMethods.map((option) => ({
                value: option.shippingMethod,
                label: (
                  <>
                    {option.name}:{' '}
                    <strong>
                      {option.priceAsNumber === 0
                        ? 'Free'
                        : formatPrice(option.priceAsNumber, format)}
                    </strong>
                  </>
                ),
                hint:
                  option.freeFromAsNumber !== undefined && option.priceAsNumber > 0
                    ? `Free when your items come to ${formatPrice(option.freeFromAsNumber, format)} or more`
                    : undefined,
              }))}
            />
          </section>

          <section className="checkout-section" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className="checkout-section__title">
              Payment
            </h2>
            <RadioGroupField
              id={checkoutFields.paymentMethod}
              legend="Payment method"
              name="paymentMethod"
              value={paymentMethod}
              onValueChange={(value) => {
                if (payment.isPending) return;
                payment.mutate(value);
                clearError('paymentMethod');
              }}
              error={payment.isError ? problemMessage(payment.error) : errors.paymentMethod}
              options={cart.paymentMethods.map((option) => ({
                value: option.paymentMethod,
                label: option.name,
              }))}
            />
            <div id={checkoutFields.payment} className="checkout-payment" tabIndex={-1}>
              <p className="checkout-payment__error" aria-live="polite">
                {errors.payment ? (
                  <>
                    <span className="cairn-visually-hidden">Error: </span>
                    {errors.payment}. Check the details or use another card; nothing has been
                    charged.
                  </>
                ) : null}
              </p>
              {method?.kind === 'card' ? (
                <div className="checkout-card">
                  {method.testCards ? (
                    <p className="checkout-card__test">
                      Test mode, nothing is charged: card {method.testCards.succeeds} is accepted,{' '}
                      {method.testCards.declined} is declined. Any future expiry date and any 3
                      digits.
                    </p>
                  ) : null}
                  <TextField
                    {...cardText('number', 'cardNumber')}
                    label="Card number"
                    autoComplete="cc-number"
                    inputMode="numeric"
                    spellCheck={false}
                    maxLength={23}
                    required
                  />
                  <div className="checkout-form__pair">
                    <TextField
                      {...cardText('expiry', 'cardExpiry')}
                      label="Expiry date"
                      hint="MM/YY"
                      autoComplete="cc-exp"
                      inputMode="numeric"
                      maxLength={7}
                      required
                    />
                    <TextField
                      {...cardText('cvc', 'cardCvc')}
                      label="Security code"
                      hint="3 or 4 digits on the back"
                      autoComplete="cc-csc"
                      inputMode="numeric"
                      maxLength={4}
                      required
                    />
                  </div>
                </div>
              ) : method?.kind === 'invoice' ? (
                <p className="checkout-card__test">
                  Pay later (test mode): we email an invoice with your order.
                </p>
              ) : null}
            </div>
          </section>

          <section className="checkout-section checkout-pay" aria-label="Place your order">
            <CheckboxField
              id={checkoutFields.terms}
              name="terms"
              label="I accept the terms and conditions and the returns policy"
              checked={draft.terms}
              error={errors.terms}
              onChange={(event) => {
                const { checked } = event.target;
                setDraft((current) => ({ ...current, terms: checked }));
                clearError('terms');
              }}
            />
            <Button
              type="submit"
              size="large"
              className="checkout-pay__button"
              aria-disabled={paying || undefined}
            >
              {paying
                ? 'Placing your order…'
                : method?.kind === 'invoice'
                  ? `Place order: ${total}`
                  : `Pay ${total}`}
            </Button>
          </section>
        </form>
      </div>
    </>
  );
}
