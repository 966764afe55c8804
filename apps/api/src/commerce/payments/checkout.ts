import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, variants } from '../../db/schema.ts';
import { requiredAddressFields } from '../address.ts';
import { pricedCart } from '../cart/cart-service.ts';
import { CommerceError } from '../commerce-error.ts';
import { findCustomer } from '../customers/customer-store.ts';
import { plainName } from '../mail/mail-text.ts';
import type { Mailer } from '../mail/mailer.ts';
import { formatAmount } from '../markets/markets.ts';
import {
  type Address,
  commerceSessions,
  orderLines,
  orders,
  payments,
  selections,
} from '../schema.ts';
import type { CommerceSession } from '../session/commerce-session.ts';
import {
  type CardDetails,
  chargeTestPayment,
  defaultPaymentMethod,
  type PaymentMethodId,
} from './payment-methods.ts';

export type PaymentRequest = {
  paymentMethod?: PaymentMethodId;
  address?: Address;
  shippingAddress?: Address;
  card?: CardDetails;
  idempotencyKey?: string;
  /**
   * A provider's page took the payment (redirect or form): the amount it was asked for, which
   * the order's total must still be (a bag changed meanwhile in another tab is refused, 409).
   */
  providerPaidMinor?: number;
};

export type UnavailableLine = {
  line: string;
  sku: string;
  name: string;
  requested: number;
  available: number;
};

/**
 * Pays for the session's selection and turns it into an order, in one transaction:
 * the selection row is locked (a second payment of the same selection waits, then finds the
 * order and answers it), stock is taken with conditional decrements in sku order (a size that
 * ran out fails the whole payment with 410 and the unavailable lines; stock never goes below
 * zero), the order and its confirmation mail are written, and the session gets a new cart.
 */
export async function placeOrder(
  db: Database,
  mailer: Mailer,
  session: CommerceSession,
  request: PaymentRequest,
  now = new Date(),
): Promise<{ orderId: number; created: boolean }> {
  const record = session.record;
  if (!record) throw new CommerceError(400, { selection: 'Your bag is empty' });
  if (request.idempotencyKey) {
    const [earlier] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.sessionId, record.id), eq(orders.idempotencyKey, request.idempotencyKey)),
      );
    if (earlier) return { orderId: earlier.id, created: false };
  }
  const customer = record.customerId ? await findCustomer(db, record.customerId) : undefined;

  const placed = await db.transaction(async (tx) => {
    const [selection] = await tx
      .select()
      .from(selections)
      .where(eq(selections.id, record.selectionId))
      .for('update');
    if (!selection) throw new CommerceError(400, { selection: 'Your bag is empty' });
    if (selection.status === 'ordered' && selection.orderId !== null) {
      return { orderId: selection.orderId, created: false, nextSelectionId: null };
    }

    const address: Address = { ...(request.address ?? selection.address) };
    address.email ??= customer?.email;
    const shippingAddress: Address = request.shippingAddress ??
      selection.shippingAddress ?? { ...address };
    shippingAddress.country ??= address.country;
    const method = request.paymentMethod ?? (selection.paymentMethod as PaymentMethodId | null);
    const paymentMethod = method ?? defaultPaymentMethod;

    const { cart, priced } = await pricedCart(tx, selection.id, now);
    if (cart.lines.length === 0) throw new CommerceError(400, { selection: 'Your bag is empty' });
    const missing: Record<string, string> = {};
    for (const field of requiredAddressFields) {
      if (!address[field]) missing[`address.${field}`] = 'required';
    }
    if (Object.keys(missing).length > 0) throw new CommerceError(400, missing);
    if (shippingAddress.country !== selection.country) {
      throw new CommerceError(400, {
        'shippingAddress.country': `the cart is priced for ${selection.country}; change the country first`,
      });
    }

    if (
      request.providerPaidMinor !== undefined &&
      request.providerPaidMinor !== priced.grandTotal
    ) {
      throw new CommerceError(409, {
        payment: 'Your bag changed after the payment page opened; check it and pay again',
      });
    }
    const charge = chargeTestPayment(
      paymentMethod,
      request.card,
      now,
      request.providerPaidMinor !== undefined,
    );
    if (!charge.ok) throw new CommerceError(charge.status, { [charge.field]: charge.message });

    // Conditional decrements, in sku order so concurrent orders lock rows in the same order. A
    // retired product's sizes are never taken: a bag filled before a feed retired the product
    // cannot buy it; the payment answers 410 naming the line, with none available.
    const onSale = sql`not exists (select 1 from ${products} where ${products.id} = ${variants.productId} and ${products.retiredAt} is not null)`;
    const bySku = [...cart.lines].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    const short: typeof cart.lines = [];
    for (const line of bySku) {
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(and(eq(variants.sku, line.sku), gte(variants.stock, line.quantity), onSale))
        .returning({ sku: variants.sku });
      if (taken.length === 0) short.push(line);
    }
    if (short.length > 0) {
      const stock = await tx
        .select({ sku: variants.sku, stock: variants.stock, retiredAt: products.retiredAt })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(
          inArray(
            variants.sku,
            short.map((line) => line.sku),
          ),
        );
      const available = new Map(stock.map((row) => [row.sku, row.retiredAt ? 0 : row.stock]));
      const unavailable: UnavailableLine[] = short.map((line) => ({
        line: line.line,
        sku: line.sku,
        name: `${line.brandName} ${line.name} (${line.size})`,
        requested: line.quantity,
        available: available.get(line.sku) ?? 0,
      }));
      throw new CommerceError(
        410,
        { stock: 'Some items in your bag are no longer available in that quantity' },
        { unavailable },
      );
    }

    const [order] = await tx
      .insert(orders)
      .values({
        sessionId: record.id,
        selectionId: selection.id,
        customerId: record.customerId,
        idempotencyKey: request.idempotencyKey ?? null,
        email: address.email ?? '',
        country: selection.country,
        currency: priced.market.currency,
        vatBasisPoints: priced.market.vatBasisPoints,
        itemsTotalMinor: priced.itemsTotal,
        discountMinor: priced.discount,
        originalDiscountMinor: priced.originalDiscount,
        shippingMinor: priced.shipping,
        grandTotalMinor: priced.grandTotal,
        taxMinor: priced.tax,
        taxDeductedMinor: priced.taxDeducted,
        vouchers: priced.vouchers
          .filter((voucher) => voucher.problem === null)
          .map((voucher) => ({
            code: voucher.code,
            description: voucher.description,
            amountMinor: voucher.amount,
          })),
        address,
        shippingAddress,
        shippingMethod: priced.shippingMethod.id,
        paymentMethod,
        paymentReference: charge.reference,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('The order was not written');
    // The payment and its order commit together or not at all: a process killed at any point
    // of this transaction leaves neither (the retry with the same idempotency key pays again),
    // one that dies after the commit leaves both (the retry answers this order).
    await tx.insert(payments).values({
      reference: `${paymentMethod}_${randomUUID()}`,
      orderId: order.id,
      method: paymentMethod,
      amountMinor: priced.grandTotal,
      currency: priced.market.currency,
      idempotencyKey: request.idempotencyKey ?? null,
    });
    await tx.insert(orderLines).values(
      cart.lines.map((line, position) => {
        const pricedLine = priced.lines[position];
        if (!pricedLine) throw new Error('Priced lines out of step');
        return {
          orderId: order.id,
          line: line.line,
          position,
          sku: line.sku,
          size: line.size,
          productId: line.productId,
          productSku: line.productSku,
          name: line.name,
          brandName: line.brandName,
          uri: `/${line.slug}`,
          image: line.image,
          quantity: line.quantity,
          priceEachMinor: pricedLine.priceEach,
          priceEachWithoutTaxMinor: pricedLine.priceEachWithoutTax,
          priceEachBeforeDiscountMinor: pricedLine.priceEachBeforeDiscount,
          discountMinor: pricedLine.discount,
          totalMinor: pricedLine.total,
          vouchers: pricedLine.vouchers.map((voucher) => ({
            code: voucher.code,
            amountMinor: voucher.amount,
          })),
        };
      }),
    );
    await tx
      .update(selections)
      .set({
        status: 'ordered',
        orderId: order.id,
        address,
        shippingAddress,
        updatedAt: sql`now()`,
      })
      .where(eq(selections.id, selection.id));
    // The next cart starts empty in the same country.
    const nextSelectionId = randomUUID();
    await tx
      .insert(selections)
      .values({ id: nextSelectionId, sessionId: record.id, country: selection.country });
    await tx
      .update(commerceSessions)
      .set({ selectionId: nextSelectionId, lastOrderId: order.id })
      .where(eq(commerceSessions.id, record.id));

    const format = priced.market.currencyFormat;
    // The address is the account's own (proven by its confirmation link) only when a customer
    // is logged in and orders to it; a guest's may be anyone's. Either way the mail carries
    // no address lines, and a name only to a proven address.
    const proven = Boolean(customer && address.email === customer.email);
    const name = plainName(address.firstName);
    await mailer.queue(tx, {
      kind: 'order-confirmation',
      to: address.email ?? '',
      subject: `Your Cairn order ${order.id}`,
      body: [
        `Thank you${proven && name ? `, ${name}` : ''}: we have your order ${order.id}.`,
        '',
        ...cart.lines.map(
          (line, index) =>
            `${line.quantity} × ${line.brandName} ${line.name} (${line.size})  ${formatAmount(priced.lines[index]?.total ?? 0, format)}`,
        ),
        '',
        `Delivery (${priced.shippingMethod.name}): ${formatAmount(priced.shipping, format)}`,
        ...(priced.discount > 0 ? [`Discounts: ${formatAmount(-priced.discount, format)}`] : []),
        `Total: ${formatAmount(priced.grandTotal, format)} (VAT ${formatAmount(priced.tax, format)})`,
        '',
        'We deliver to the address given at checkout.',
      ].join('\n'),
    });
    return { orderId: order.id, created: true, nextSelectionId };
  });

  if (placed.created) {
    session.update({
      selectionId: placed.nextSelectionId ?? record.selectionId,
      lastOrderId: placed.orderId,
    });
    void mailer.deliver();
  } else {
    // Another request paid for this selection: follow the session to its new cart.
    const [current] = await db
      .select({
        selectionId: commerceSessions.selectionId,
        lastOrderId: commerceSessions.lastOrderId,
      })
      .from(commerceSessions)
      .where(eq(commerceSessions.id, record.id));
    if (current) session.update(current);
  }
  return { orderId: placed.orderId, created: placed.created };
}
