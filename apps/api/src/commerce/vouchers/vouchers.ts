import type { Database } from '../../db/database.ts';
import { amountInMarket, type CountryMarket, formatAmount } from '../markets/markets.ts';
import { vouchers } from '../schema.ts';

export type Voucher = typeof vouchers.$inferSelect;

/** Demo codes every fresh database has (amounts in GBP pence). */
export const demoVouchers: (typeof vouchers.$inferInsert)[] = [
  { code: 'WELCOME10', description: '10% off your order', kind: 'percent', percentOff: 10 },
  {
    code: 'TRAIL20',
    description: '£20 off when you spend £100 or more',
    kind: 'amount',
    amountOffMinor: 2000,
    minimumSpendMinor: 10_000,
  },
  {
    code: 'FREESHIP',
    description: 'Free delivery',
    kind: 'free-shipping',
  },
  {
    code: 'EXPIRED5',
    description: '5% off (ended on 1 January 2025)',
    kind: 'percent',
    percentOff: 5,
    expiresAt: new Date('2025-01-01T00:00:00Z'),
  },
];

/** Adds the demo vouchers that are missing; codes edited in the database are left alone. */
export async function seedVouchers(db: Database): Promise<void> {
  await db.insert(vouchers).values(demoVouchers).onConflictDoNothing();
}

/** The one answer for every code that cannot be used: it does not say whether the code exists. */
export const voucherRefusedMessage =
  'this code cannot be used on this bag: check the code, its end date and any minimum spend';

/** Codes are matched without regard to case or surrounding spaces. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Why a voucher does not apply to a cart whose items total `itemsTotal` (market minor units),
 * or null when it does.
 */
export function voucherProblem(
  voucher: Voucher,
  itemsTotal: number,
  market: CountryMarket,
  now: Date,
): string | null {
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= now.getTime()) return 'voucher expired';
  const minimum = amountInMarket(voucher.minimumSpendMinor, market);
  if (itemsTotal < minimum) {
    return `minimum spend not met: spend ${formatAmount(minimum, market.currencyFormat)} or more`;
  }
  return null;
}
