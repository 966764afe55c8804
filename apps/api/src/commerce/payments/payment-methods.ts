import { cardNumberPattern, passesLuhn } from '@cairn/commerce-client/contract';
/** The built-in payment methods: test mode only, nothing is charged. */
export const paymentMethods = [
  {
    paymentMethod: 'test-card',
    name: 'Card (test mode)',
    kind: 'card',
    testCards: { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
  },
  { paymentMethod: 'test-invoice', name: 'Pay later (test mode)', kind: 'invoice' },
  // The two ways a provider's own page takes the payment, as Centra's `POST /payment` answers
  // them: `redirect` (go to its address) and `form` (post its form); both lead to the embedded
  // test provider's page (test-payment-provider.ts) and back through `POST /payment-result`.
  { paymentMethod: 'test-redirect', name: 'Payment page (test mode)', kind: 'redirect' },
  { paymentMethod: 'test-form', name: 'Payment form (test mode)', kind: 'form' },
] as const;

export type PaymentMethod = (typeof paymentMethods)[number];
export type PaymentMethodId = PaymentMethod['paymentMethod'];

/** The methods paid on a provider's page: `POST /payment` answers an action, not the order. */
export type ProviderPaymentMethodId = Extract<
  PaymentMethod,
  { kind: 'redirect' | 'form' }
>['paymentMethod'];

export function isProviderPaymentMethod(method: string): method is ProviderPaymentMethodId {
  return paymentMethods.some(
    (entry) =>
      entry.paymentMethod === method && (entry.kind === 'redirect' || entry.kind === 'form'),
  );
}

/**
 * The payment methods on offer: the test ones (nothing is charged) unless TEST_PAYMENTS=0, and
 * then none, so no order can be placed without being paid for (a production shop adds its
 * payment provider here).
 */
export function availablePaymentMethods(testPayments: boolean): readonly PaymentMethod[] {
  return testPayments ? paymentMethods : [];
}

/** The refusal when no payment method is on offer (TEST_PAYMENTS=0 and no provider). */
export const noPaymentMethodMessage = 'No payment method is available at the moment';

export const paymentMethodIds = paymentMethods.map((method) => method.paymentMethod) as [
  PaymentMethodId,
  ...PaymentMethodId[],
];

export const defaultPaymentMethod: PaymentMethodId = 'test-card';

export type CardDetails = { number: string; expiry: string; cvc: string };

export type PaymentOutcome =
  | { ok: true; reference: string }
  | { ok: false; status: 400 | 402; field: string; message: string };

const succeedingCard = '4242424242424242';
const decliningCard = '4000000000000002';

/**
 * Charges the test payment method: card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, any other valid card number is declined as not a test card; the invoice method
 * always succeeds. The expiry must not be in the past.
 */
export function chargeTestPayment(
  method: PaymentMethodId,
  card: CardDetails | undefined,
  now: Date,
  /** The provider's page reported this payment paid (checked by `POST /payment-result`). */
  providerPaid = false,
): PaymentOutcome {
  if (method === 'test-invoice') return { ok: true, reference: 'test-invoice' };
  // Paid on the provider's page: only `POST /payment-result`, having checked the provider's
  // result, says so; anything else would be an order nobody paid for.
  if (isProviderPaymentMethod(method)) {
    return providerPaid
      ? { ok: true, reference: `${method} (provider page)` }
      : {
          ok: false,
          status: 400,
          field: 'paymentMethod',
          message: 'This method is paid on its own page',
        };
  }
  if (!card) {
    return { ok: false, status: 400, field: 'card', message: 'Enter your card details' };
  }
  const number = card.number.replace(/[\s-]/g, '');
  if (!cardNumberPattern.test(number) || !passesLuhn(number)) {
    return { ok: false, status: 400, field: 'card.number', message: 'Check the card number' };
  }
  const [month, year] = card.expiry.split('/').map(Number);
  const expiresAfter = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  if (!month || month > 12 || expiresAfter <= now.getTime()) {
    return { ok: false, status: 400, field: 'card.expiry', message: 'The card has expired' };
  }
  if (number === decliningCard) {
    return { ok: false, status: 402, field: 'card', message: 'Your card was declined' };
  }
  if (number !== succeedingCard) {
    return {
      ok: false,
      status: 402,
      field: 'card',
      message: 'Card declined: test mode takes 4242 4242 4242 4242 only',
    };
  }
  return { ok: true, reference: `test-card ending ${number.slice(-4)}` };
}
