import type { CurrencyFormat as OrderCurrencyFormat } from '@cairn/commerce-client';
import { type CurrencyFormat, formatPrice } from '@cairn/ui';

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** Dates as UK shoppers write them, day/month/year (requirements R-CONST-2), in UK time. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear.format(date);
}

/** An amount in the order's own currency format. */
export function formatOrderPrice(amount: number, format: OrderCurrencyFormat): string {
  const ui: CurrencyFormat = {
    prefix: format.prefix,
    suffix: format.suffix,
    decimalDigits: format.decimalDigits,
    thousandsSeparator: format.thousandsSeparator,
    decimalSeparator: format.decimalPoint,
  };
  return formatPrice(amount, ui);
}

const statusLabels: Record<string, string> = {
  paid: 'Paid',
  ordered: 'Ordered',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A status for people: known ones named, others with a capital letter. */
export function orderStatusLabel(status: string): string {
  return (
    statusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/[-_]/g, ' ')
  );
}

/** "1 item", "3 items": the quantity of every line. */
export function itemCount(lines: { quantity: number }[]): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return count === 1 ? '1 item' : `${count} items`;
}

/**
 * How an order was paid, for people: the payment provider's reference names its method
 * ("test-card ending 4242"), which is an internal id; the shopper reads "Card ending 4242".
 */
export function paymentLabel(reference: string): string {
  const card = /card ending (\d{4})$/i.exec(reference);
  if (card) return `Card ending ${card[1]}`;
  if (/invoice/i.test(reference)) return 'Invoice';
  if (/klarna/i.test(reference)) return 'Klarna';
  return reference;
}
