import { describe, expect, it } from 'vitest';
import { priceSelection } from '../cart/pricing.ts';
import type { Voucher } from '../vouchers/vouchers.ts';
import { amountInMarket, formatAmount, marketFor, priceInMarket, withoutTax } from './markets.ts';
import { allocateProportionally, divideHalfUp } from './money.ts';

const market = (country: string) => {
  const found = marketFor(country);
  if (!found) throw new Error(`no market for ${country}`);
  return found;
};

describe('integer money', () => {
  it('divides rounding half up, refusing fractions and negatives', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(4, 3)).toBe(1);
    expect(divideHalfUp(0, 7)).toBe(0);
    expect(() => divideHalfUp(1.5, 1)).toThrow(RangeError);
    expect(() => divideHalfUp(-1, 1)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });

  it('allocates an amount in proportion, exactly, largest remainders first', () => {
    expect(allocateProportionally(2000, [1000, 1000, 1000])).toEqual([667, 667, 666]);
    expect(allocateProportionally(100, [1, 0, 3])).toEqual([25, 0, 75]);
    expect(allocateProportionally(7, [0, 0])).toEqual([0, 0]);
    const parts = allocateProportionally(1999, [4599, 12999, 899]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1999);
  });
});

describe('markets', () => {
  it('prices GB as the catalogue, the EU in EUR with its VAT, the US in USD without VAT', () => {
    expect(priceInMarket(12_000, market('GB'))).toBe(12_000);
    // £120 incl. 20% VAT = £100 net = €117 net; +19% = €139.23; +23% (IE) = €143.91
    expect(priceInMarket(12_000, market('DE'))).toBe(13_923);
    expect(priceInMarket(12_000, market('IE'))).toBe(14_391);
    expect(priceInMarket(12_000, market('US'))).toBe(12_700);
    expect(priceInMarket(12_000, market('CH'))).toBe(10_000);
    expect(market('FI').vatBasisPoints).toBe(2550);
    expect(marketFor('ZZ')).toBeUndefined();
  });

  it('converts plain amounts and takes VAT out with one rounding', () => {
    expect(amountInMarket(2000, market('FR'))).toBe(2340);
    expect(withoutTax(999, 2000)).toBe(833);
    expect(withoutTax(1, 2000)).toBe(1);
  });

  it('formats amounts for messages with integer arithmetic', () => {
    expect(formatAmount(123_456_78, market('GB').currencyFormat)).toBe('£123,456.78');
    expect(formatAmount(-2000, market('DE').currencyFormat)).toBe('-€20.00');
    expect(formatAmount(5, market('US').currencyFormat)).toBe('$0.05');
  });
});

describe('priceSelection', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const voucher = (fields: Partial<Voucher>): Voucher => ({
    code: 'X',
    description: 'x',
    kind: 'percent',
    percentOff: null,
    amountOffMinor: null,
    minimumSpendMinor: 0,
    combinesWithOrderDiscounts: false,
    expiresAt: null,
    createdAt: now,
    ...fields,
  });
  const line = (sku: string, pence: number, quantity = 1, was = pence) => ({
    line: sku,
    sku,
    quantity,
    cataloguePriceMinor: pence,
    catalogueBeforeDiscountMinor: was,
  });

  it('adds up lines, the sale discount, delivery and the VAT in the total', () => {
    const priced = priceSelection({
      lines: [line('a', 1999, 2, 2499), line('b', 999)],
      vouchers: [],
      market: market('GB'),
      shippingMethodId: null,
      now,
    });
    expect(priced.itemsTotal).toBe(4997);
    expect(priced.originalDiscount).toBe(1000);
    expect(priced.shipping).toBe(495);
    expect(priced.grandTotal).toBe(5492);
    expect(priced.tax).toBe(5492 - divideHalfUp(5492 * 10_000, 12_000));
  });

  it('applies percentages before fixed amounts and spreads both exactly over the lines', () => {
    const priced = priceSelection({
      lines: [line('a', 4599), line('b', 12_999), line('c', 899)],
      vouchers: [
        voucher({
          code: 'AMOUNT',
          kind: 'amount',
          amountOffMinor: 2000,
          minimumSpendMinor: 10_000,
          combinesWithOrderDiscounts: true,
        }),
        voucher({ code: 'PCT', kind: 'percent', percentOff: 10, combinesWithOrderDiscounts: true }),
      ],
      market: market('GB'),
      shippingMethodId: 'express',
      now,
    });
    expect(priced.vouchers.map((v) => [v.code, v.amount])).toEqual([
      ['PCT', 460 + 1300 + 90],
      ['AMOUNT', 2000],
    ]);
    expect(priced.discount).toBe(3850);
    expect(priced.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(3850);
    expect(priced.itemsAfterDiscount).toBe(18_497 - 3850);
    expect(priced.shipping).toBe(995);
  });

  describe('voucher combinations', () => {
    const welcome = voucher({ code: 'WELCOME10', kind: 'percent', percentOff: 10 });
    const trail = voucher({
      code: 'TRAIL20',
      kind: 'amount',
      amountOffMinor: 2000,
      minimumSpendMinor: 10_000,
    });
    const bag = (vouchers: Voucher[], price = 14_500) =>
      priceSelection({
        lines: [line('a', price)],
        vouchers,
        market: market('GB'),
        shippingMethodId: 'standard',
        now,
      });

    it('keeps one of two order-wide codes that do not combine: the one that saves more, and says why', () => {
      const priced = bag([welcome, trail]);
      console.info(
        `WELCOME10 + TRAIL20 on a £145 bag: pays £${(priced.grandTotal / 100).toFixed(2)}`,
      );
      expect(priced.discount).toBe(2000);
      expect(priced.grandTotal).toBe(12_500);
      expect(priced.vouchers).toEqual([
        expect.objectContaining({
          code: 'WELCOME10',
          amount: 0,
          problem: 'only one order discount per bag: TRAIL20 is kept because it saves you more',
        }),
        expect.objectContaining({ code: 'TRAIL20', amount: 2000, problem: null }),
      ]);
      // On a bigger bag the percentage saves more, and is the one kept.
      const big = bag([welcome, trail], 30_000);
      expect(big.discount).toBe(3000);
      expect(big.vouchers.find((v) => v.code === 'TRAIL20')?.problem).toMatch(/WELCOME10 is kept/);
    });

    it('stacks codes that each allow it, and lets free delivery combine with anything', () => {
      const stacking = bag([
        { ...welcome, combinesWithOrderDiscounts: true },
        { ...trail, combinesWithOrderDiscounts: true },
      ]);
      expect(stacking.discount).toBe(1450 + 2000);
      const free = bag([welcome, voucher({ code: 'FREESHIP', kind: 'free-shipping' })], 5000);
      expect(free.vouchers.every((v) => v.problem === null)).toBe(true);
      expect(free.shipping).toBe(0);
      // One that combines and one that does not: still the better of the two.
      const mixed = bag([{ ...welcome, combinesWithOrderDiscounts: true }, trail]);
      expect(mixed.discount).toBe(2000);
    });
  });

  it('gives an expired voucher or an unmet minimum nothing, with the reason', () => {
    const priced = priceSelection({
      lines: [line('a', 5000)],
      vouchers: [
        voucher({ code: 'OLD', percentOff: 5, expiresAt: new Date('2025-01-01') }),
        voucher({ code: 'BIG', kind: 'amount', amountOffMinor: 2000, minimumSpendMinor: 10_000 }),
      ],
      market: market('GB'),
      shippingMethodId: null,
      now,
    });
    expect(priced.vouchers.map((v) => [v.code, v.amount, v.problem])).toEqual([
      ['OLD', 0, 'voucher expired'],
      ['BIG', 0, 'minimum spend not met: spend £100.00 or more'],
    ]);
    expect(priced.discount).toBe(0);
  });

  it('deducts UK VAT for markets without VAT and reports it', () => {
    const priced = priceSelection({
      lines: [line('a', 12_000)],
      vouchers: [],
      market: market('US'),
      shippingMethodId: null,
      now,
    });
    expect(priced.lines[0]?.priceEach).toBe(12_700);
    expect(priced.taxDeducted).toBe(15_240 - 12_700);
    expect(priced.tax).toBe(0);
  });
});
