import {
  ApiError,
  CommerceTimeoutError,
  OutOfStockError,
  type PaymentMethod,
  type PaymentRequest,
  type UnavailableLine,
} from '@cairn/commerce-client';
import { commerceKeys } from '@cairn/commerce-client/query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCommerce } from '../commerce/commerce-context.tsx';
import { accountKeys } from '../customers/orders/order-queries.ts';
import { problemMessage } from '../forms/server-errors.ts';
import {
  addressFromDraft,
  type CardDraft,
  type CheckoutDraft,
  clearDraft,
} from './checkout-draft.ts';
import type { CheckoutField, FieldErrors } from './checkout-fields.ts';
import { normaliseExpiry, validateCheckout } from './checkout-validation.ts';
import { rememberShoppingKeys } from './order-handoff.ts';
import { leaveForProvider, paymentReturnPages } from './payment-action.ts';
import { fieldErrorsFromServer } from './server-errors.ts';

/** Said when a payment's answer never came: paying again is safe (the same idempotency key). */
export const paymentTimeoutMessage =
  'We did not hear back about your payment. Press Pay again: if it went through, you will see your order, and you will not be charged twice.';

export const checkoutSession = () =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

type CheckoutSubmitInput = {
  draft: CheckoutDraft;
  card: CardDraft;
  country: string;
  paymentMethod: string | undefined;
  method: PaymentMethod | undefined;
};

/**
 * Paying: checks the form, sends the order once (a retry after a lost answer reuses the
 * idempotency key), then follows Centra's answer: the receipt (`success`), the provider's page
 * (`redirect`), or the provider's form posted (`form`), whose return comes to `/success`. Problems land on their fields and in the list at
 * the top, which takes focus; a line that sold out meanwhile moves focus to the stock notice.
 */
export function useCheckoutSubmit({
  draft,
  card,
  country,
  paymentMethod,
  method,
}: CheckoutSubmitInput) {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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

  useEffect(() => {
    if (attempt.count === 0) return;
    (attempt.focus === 'stock' ? stockNotice : errorSummary).current?.focus();
  }, [attempt]);

  const clearError = (field: CheckoutField) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

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
      ...(method?.kind === 'redirect' || method?.kind === 'form'
        ? paymentReturnPages(window.location.origin)
        : {}),
    };
    rememberShoppingKeys(checkoutSession(), client.state.recommendationKeys());
    // One key for this checkout: a retry after a lost answer gets the same order, not two.
    idempotencyKey.current ??= globalThis.crypto.randomUUID();
    try {
      const paid = await client.pay(request, { idempotencyKey: idempotencyKey.current });
      if (paid.action !== 'success') {
        // The draft stays: a cancelled payment comes back to a filled-in checkout.
        if (leaveForProvider(paid)) return;
        setPaying(false);
        return fail({}, ['The payment page could not be opened; choose another payment method.']);
      }
      queryClient.setQueryData(commerceKeys.receipt(), paid.order);
      clearDraft(checkoutSession());
      await navigate({ to: '/success' });
      // The session has a new, empty cart now; the orders list has one more.
      void queryClient.invalidateQueries({ queryKey: commerceKeys.selection() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.orderPages() });
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
      if (error instanceof CommerceTimeoutError || error instanceof TypeError) {
        // The order may have been placed and its answer lost (slow, or the connection dropped):
        // the key stays, so paying again answers that order rather than charging twice.
        return fail({}, [paymentTimeoutMessage]);
      }
      return fail({}, [problemMessage(error)]);
    }
  };

  return { errors, formErrors, shortLines, paying, clearError, submit, errorSummary, stockNotice };
}
