import type { Order } from '@cairn/commerce-client/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { currencyFormatView, totalsView } from '../cart/cart-view.ts';
import { marketFor } from '../markets/markets.ts';
import { asNumber } from '../markets/money.ts';
import { orderLines, type orders } from '../schema.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * An order as the API answers (requirements R-DATA-6): `order` (its number), items, totals,
 * discounts.vouchers, addresses and currencyFormat, amounts as `*AsNumber`.
 */
export function orderView(order: OrderRow, lines: OrderLineRow[]): Order {
  const market = marketFor(order.country);
  return {
    order: String(order.id),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    items: lines.map((line) => ({
      line: line.line,
      item: line.sku,
      sku: line.sku,
      size: line.size,
      quantity: line.quantity,
      product: {
        product: line.productId,
        sku: line.productSku,
        name: line.name,
        brandName: line.brandName,
        uri: line.uri,
        image: line.image,
        priceAsNumber: asNumber(line.priceEachMinor),
        priceBeforeDiscountAsNumber: asNumber(line.priceEachBeforeDiscountMinor),
      },
      discounts: {
        vouchers: line.vouchers.map((voucher) => ({
          voucher: voucher.code,
          priceOffAsNumber: asNumber(-voucher.amountMinor),
        })),
      },
      priceEachAsNumber: asNumber(line.priceEachMinor),
      priceEachWithoutTaxAsNumber: asNumber(line.priceEachWithoutTaxMinor),
      priceEachBeforeDiscountAsNumber: asNumber(line.priceEachBeforeDiscountMinor),
      totalPriceBeforeDiscountAsNumber: asNumber(line.priceEachMinor * line.quantity),
      totalPriceAsNumber: asNumber(line.totalMinor),
    })),
    totals: totalsView({
      itemsTotal: order.itemsTotalMinor,
      discount: order.discountMinor,
      itemsAfterDiscount: order.itemsTotalMinor - order.discountMinor,
      originalDiscount: order.originalDiscountMinor,
      shipping: order.shippingMinor,
      grandTotal: order.grandTotalMinor,
      tax: order.taxMinor,
      taxDeducted: order.taxDeductedMinor,
    }),
    discounts: {
      vouchers: order.vouchers.map((voucher) => ({
        voucher: voucher.code,
        description: voucher.description,
        priceOffAsNumber: asNumber(-voucher.amountMinor),
      })),
    },
    address: order.address,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    paymentReference: order.paymentReference,
    currency: order.currency,
    /** The VAT rate the order was charged at, as the cart's `location.vatPercent`. */
    vatPercent: order.vatBasisPoints / 100,
    currencyFormat: market
      ? currencyFormatView(market)
      : {
          currency: order.currency,
          prefix: '',
          suffix: ` ${order.currency}`,
          decimalDigits: 2,
          decimalPoint: '.',
          thousandsSeparator: ',',
        },
  };
}

export type OrderView = ReturnType<typeof orderView>;

/** Views of orders, their lines read in one query. */
export async function orderViews(db: Database, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return rows.map((row) =>
    orderView(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}
