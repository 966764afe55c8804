/** The built-in payment methods: test mode only, nothing is charged. */
export const paymentMethods = [
  {
    paymentMethod: 'test-card',
    name: 'Card (test mode)',
    kind: 'card',
    testCards: { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
  },
  { paymentMethod: 'test-invoice', name: 'Pay later (test mode)', kind: 'invoice' },
] as const;

export type PaymentMethodId = (typeof paymentMethods)[number]['paymentMethod'];

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
): PaymentOutcome {
  if (method === 'test-invoice') return { ok: true, reference: 'test-invoice' };
  if (!card) {
    return { ok: false, status: 400, field: 'card', message: 'Enter your card details' };
  }
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
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

function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}
