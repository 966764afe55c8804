import type { PaymentAction } from '@cairn/commerce-client';

/**
 * Where a provider sends the shopper back: the receipt when paid, the checkout when not, which
 * then says the payment was cancelled (`?payment=cancelled`, routes/checkout.tsx).
 */
export function paymentReturnPages(origin: string) {
  return {
    paymentReturnPage: `${origin}/success`,
    paymentFailedPage: `${origin}/checkout?payment=cancelled`,
  };
}

/** What the checkout says after a provider's page sent the shopper back unpaid. */
export const cancelledPaymentMessage =
  'The payment was cancelled and nothing was charged. Your bag is as you left it: choose a payment method to try again.';

/**
 * A provider's form (Centra's `form` action) as the checkout posts it: the first form's
 * address, if it is http(s), and its named fields. The provider's markup is read, never put
 * into the page, so nothing in it (scripts, handlers, other elements) can run.
 */
export function providerForm(
  formHtml: string,
  parse: (html: string) => Document = (html) => new DOMParser().parseFromString(html, 'text/html'),
): { action: string; method: 'post' | 'get'; fields: [string, string][] } | undefined {
  const form = parse(formHtml).querySelector('form');
  const action = form?.getAttribute('action') ?? '';
  if (!form || !URL.canParse(action) || !/^https?:$/.test(new URL(action).protocol)) {
    return undefined;
  }
  const fields = [...form.querySelectorAll('input[name], textarea[name], select[name]')].map(
    (field): [string, string] => [
      field.getAttribute('name') ?? '',
      (field as HTMLInputElement).value ?? field.getAttribute('value') ?? '',
    ],
  );
  return {
    action: new URL(action).href,
    method: form.getAttribute('method')?.toLowerCase() === 'get' ? 'get' : 'post',
    fields,
  };
}

/**
 * Follows a payment action that leaves the shop: goes to a `redirect`'s address, or posts a
 * `form`'s fields to its address. Answers false for a form it cannot read (nothing happens).
 */
export function leaveForProvider(
  action: Exclude<PaymentAction, { action: 'success' }>,
  page: Pick<Window, 'location'> & { document: Document } = window,
): boolean {
  if (action.action === 'redirect') {
    page.location.assign(action.url);
    return true;
  }
  const form = providerForm(action.formHtml);
  if (!form) return false;
  const element = page.document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of form.fields) {
    const input = page.document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  page.document.body.append(element);
  element.submit();
  return true;
}
