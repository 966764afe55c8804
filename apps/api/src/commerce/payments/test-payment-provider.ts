import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { input } from '../session/session-middleware.ts';
import { decideAttempt, findOpenAttempt } from './provider-payments.ts';

const attemptParam = z.object({ attempt: z.uuid({ error: 'an attempt id' }) });
const decisionForm = z.object({
  // The form action posts only the attempt; the page's buttons add the decision.
  decision: z.enum(['pay', 'cancel'], { error: 'pay or cancel' }).optional(),
});

/**
 * The embedded test payment provider: the page a `redirect` or `form` payment action leads
 * to, with Pay and Cancel, standing in for the page of a real provider (Adyen, Klarna, ...)
 * that Centra hands the shopper to. Paying sends the shopper back to the shop's return page
 * with the result `POST /payment-result` checks; cancelling, to its failed page. Test mode only
 * (TEST_PAYMENTS): nothing is charged.
 */
export function testPaymentProviderRoutes({ db }: { db: Database }) {
  const page = async (attemptId: string) => {
    const attempt = await findOpenAttempt(db, attemptId);
    if (!attempt) return undefined;
    const amount = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: attempt.currency,
    }).format(attempt.amountMinor / 100);
    return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Test payment provider</title>
    <link rel="icon" href="data:,">
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
      form { display: inline; }
      button { font: inherit; padding: 0.6rem 1.4rem; margin-right: 0.5rem; }
    </style>
  </head>
  <body>
    <h1>Test payment provider</h1>
    <p>Test mode, nothing is charged. Pay <strong data-amount>${amount}</strong> to the shop?</p>
    <form method="post"><button name="decision" value="pay">Pay ${amount}</button></form>
    <form method="post"><button name="decision" value="cancel">Cancel</button></form>
  </body>
</html>`;
  };
  const gone =
    '<!doctype html><title>Payment not found</title><h1>This payment is no longer open</h1><p>Go back to the shop and pay again.</p>';

  return new Hono()
    .get('/test-payment-provider/:attempt', input('param', attemptParam), async (c) => {
      const body = await page(c.req.valid('param').attempt);
      return body ? c.html(body) : c.html(gone, 404);
    })
    .post(
      '/test-payment-provider/:attempt',
      input('param', attemptParam),
      input('form', decisionForm),
      async (c) => {
        const attemptId = c.req.valid('param').attempt;
        const { decision } = c.req.valid('form');
        if (!decision) {
          const body = await page(attemptId);
          return body ? c.html(body) : c.html(gone, 404);
        }
        const next = await decideAttempt(db, attemptId, decision);
        return next ? c.redirect(next, 303) : c.html(gone, 404);
      },
    );
}
