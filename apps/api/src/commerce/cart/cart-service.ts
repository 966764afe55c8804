import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, variants } from '../../db/schema.ts';
import { CommerceError } from '../commerce-error.ts';
import { defaultCountry, marketFor } from '../markets/markets.ts';
import {
  type PaymentMethod,
  type PaymentMethodId,
  paymentMethods,
} from '../payments/payment-methods.ts';
import {
  type Address,
  selectionLines,
  selections,
  selectionVouchers,
  vouchers,
} from '../schema.ts';
import {
  normaliseVoucherCode,
  voucherProblem,
  voucherRefusedMessage,
} from '../vouchers/vouchers.ts';
import { type CartRecord, loadCart } from './cart-store.ts';
import { cartView } from './cart-view.ts';
import { type PricedSelection, priceSelection } from './pricing.ts';

/** At most this many of one size in a cart. */
export const maxLineQuantity = 99;
/** At most this many lines in a cart. */
export const maxLines = 100;

/** Loads and prices a selection. */
export async function pricedCart(
  db: Database,
  selectionId: string,
  now = new Date(),
): Promise<{ cart: CartRecord; priced: PricedSelection }> {
  return priceCart(await loadCart(db, selectionId), now);
}

function priceCart(cart: CartRecord, now: Date): { cart: CartRecord; priced: PricedSelection } {
  const market = marketFor(cart.selection.country);
  if (!market) throw new Error(`Selection ${cart.selection.id} has an unknown country`);
  const priced = priceSelection({
    lines: cart.lines.map((line) => ({
      line: line.line,
      sku: line.sku,
      quantity: line.quantity,
      cataloguePriceMinor: line.priceMinor,
      catalogueBeforeDiscountMinor: line.priceBeforeDiscountMinor,
    })),
    vouchers: cart.vouchers,
    market,
    shippingMethodId: cart.selection.shippingMethod,
    now,
  });
  return { cart, priced };
}

/** The cart body every selection call answers with. */
export async function cartAnswer(
  db: Database,
  selectionId: string,
  methods: readonly PaymentMethod[] = paymentMethods,
) {
  const { cart, priced } = await pricedCart(db, selectionId);
  return cartView(cart, priced, methods);
}

/**
 * The cart of a client without a session: empty, in the default country. Answered without
 * writing anything, so reading the bag costs a stranger's flood no rows; a session and its
 * cart are made by the first change.
 */
export function emptyCartAnswer(methods: readonly PaymentMethod[] = paymentMethods) {
  const now = new Date();
  const { cart, priced } = priceCart(
    {
      selection: {
        id: '00000000-0000-0000-0000-000000000000',
        sessionId: '00000000-0000-0000-0000-000000000000',
        country: defaultCountry,
        shippingMethod: null,
        paymentMethod: null,
        address: {},
        shippingAddress: null,
        status: 'open',
        orderId: null,
        createdAt: now,
        updatedAt: now,
      },
      lines: [],
      sizes: new Map(),
      vouchers: [],
    },
    now,
  );
  return cartView(cart, priced, methods);
}

/** Adds `quantity` of a size (an item, by its sku), stock permitting; never a retired product's. */
export async function addItem(
  db: Database,
  selectionId: string,
  sku: string,
  quantity: number,
): Promise<void> {
  // The size's stock, whether it is still sold, what the cart holds of it and how many lines
  // it has, in one query.
  const [variant] = await db
    .select({
      stock: variants.stock,
      retiredAt: products.retiredAt,
      current: sql<number>`coalesce((select sl.quantity from selection_lines sl
        where sl.selection_id = ${selectionId} and sl.sku = variants.sku), 0)`.mapWith(Number),
      lines: sql<number>`(select count(*) from selection_lines sl
        where sl.selection_id = ${selectionId})`.mapWith(Number),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.sku, sku));
  if (!variant) throw new CommerceError(404, { item: `unknown item ${sku}` });
  if (variant.retiredAt) {
    throw new CommerceError(410, {
      item: 'This product is no longer sold, so it cannot be added.',
    });
  }
  const { current } = variant;
  if (current === 0 && variant.lines >= maxLines) {
    throw new CommerceError(400, { item: `a cart holds at most ${maxLines} lines` });
  }
  const wanted = current + quantity;
  if (wanted > maxLineQuantity) {
    throw new CommerceError(400, { quantity: `at most ${maxLineQuantity} of one item` });
  }
  assertInStock(sku, wanted, variant.stock);
  await db
    .insert(selectionLines)
    .values({ id: newLineId(), selectionId, sku, quantity })
    .onConflictDoUpdate({
      target: [selectionLines.selectionId, selectionLines.sku],
      set: {
        quantity: sql`least(${selectionLines.quantity} + excluded.quantity, ${maxLineQuantity})`,
      },
    });
}

/** Sets a line's quantity; 0 removes the line. */
export async function setLineQuantity(
  db: Database,
  selectionId: string,
  line: string,
  quantity: number,
): Promise<void> {
  const [row] = await db
    .select({ sku: selectionLines.sku, stock: variants.stock })
    .from(selectionLines)
    .innerJoin(variants, eq(variants.sku, selectionLines.sku))
    .where(and(eq(selectionLines.id, line), eq(selectionLines.selectionId, selectionId)));
  if (!row) throw new CommerceError(404, { line: 'no such line in this cart' });
  if (quantity === 0) {
    await db.delete(selectionLines).where(eq(selectionLines.id, line));
  } else {
    assertInStock(row.sku, quantity, row.stock);
    await db.update(selectionLines).set({ quantity }).where(eq(selectionLines.id, line));
  }
}

/** Moves the cart to another country: its market, currency, VAT and delivery methods. */
export async function setCountry(db: Database, selectionId: string, country: string) {
  const market = marketFor(country);
  if (!market) throw new CommerceError(400, { country: `we do not deliver to ${country}` });
  const [selection] = await db
    .select({ shippingMethod: selections.shippingMethod })
    .from(selections)
    .where(eq(selections.id, selectionId));
  const keepMethod = market.shippingMethods.some(
    (method) => method.id === selection?.shippingMethod,
  );
  await db
    .update(selections)
    .set({
      country,
      shippingMethod: keepMethod ? selection?.shippingMethod : null,
      updatedAt: sql`now()`,
    })
    .where(eq(selections.id, selectionId));
}

/**
 * Applies a voucher code. A code that cannot be used gets one answer whatever the reason
 * (unknown, ended, minimum spend), so guessing does not tell which codes exist.
 */
export async function applyVoucher(db: Database, selectionId: string, code: string) {
  const normalised = normaliseVoucherCode(code);
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, normalised));
  if (!voucher) throw new CommerceError(400, { voucher: voucherRefusedMessage });
  const { priced } = await pricedCart(db, selectionId);
  if (priced.vouchers.some((applied) => applied.code === voucher.code)) {
    throw new CommerceError(409, { voucher: 'voucher already applied' });
  }
  const problem = voucherProblem(voucher, priced.itemsTotal, priced.market, new Date());
  if (problem) throw new CommerceError(400, { voucher: voucherRefusedMessage });
  await db
    .insert(selectionVouchers)
    .values({ selectionId, code: voucher.code })
    .onConflictDoNothing();
}

export async function removeVoucher(db: Database, selectionId: string, code: string) {
  const removed = await db
    .delete(selectionVouchers)
    .where(
      and(
        eq(selectionVouchers.selectionId, selectionId),
        eq(selectionVouchers.code, normaliseVoucherCode(code)),
      ),
    )
    .returning({ code: selectionVouchers.code });
  if (removed.length === 0) throw new CommerceError(404, { voucher: 'voucher not applied' });
}

export async function setShippingMethod(db: Database, selectionId: string, method: string) {
  const [selection] = await db
    .select({ country: selections.country })
    .from(selections)
    .where(eq(selections.id, selectionId));
  const market = marketFor(selection?.country ?? '');
  if (!market?.shippingMethods.some((rule) => rule.id === method)) {
    throw new CommerceError(400, {
      shippingMethod: `no shipping method ${method} for ${selection?.country}`,
    });
  }
  await db
    .update(selections)
    .set({ shippingMethod: method, updatedAt: sql`now()` })
    .where(eq(selections.id, selectionId));
}

export async function setPaymentMethod(db: Database, selectionId: string, method: PaymentMethodId) {
  await db
    .update(selections)
    .set({ paymentMethod: method, updatedAt: sql`now()` })
    .where(eq(selections.id, selectionId));
}

/** Stores the checkout address and, when it differs, the delivery address. */
export async function setPaymentFields(
  db: Database,
  selectionId: string,
  fields: { address?: Address; shippingAddress?: Address | null },
) {
  await db
    .update(selections)
    .set({
      ...(fields.address ? { address: fields.address } : {}),
      ...(fields.shippingAddress !== undefined ? { shippingAddress: fields.shippingAddress } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(selections.id, selectionId));
}

function assertInStock(sku: string, wanted: number, stock: number) {
  if (wanted <= stock) return;
  throw new CommerceError(
    410,
    { item: stock === 0 ? `${sku} is out of stock` : `only ${stock} of ${sku} left in stock` },
    { unavailable: [{ sku, requested: wanted, available: stock }] },
  );
}

function newLineId(): string {
  return randomBytes(9).toString('base64url');
}
