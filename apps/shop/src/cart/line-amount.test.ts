import type { CartLine } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { lineAmount, lineAmountBeforeSale } from './line-amount.ts';

const line = (over: Partial<CartLine>): CartLine =>
  ({
    quantity: 2,
    priceEachAsNumber: 145,
    priceEachBeforeDiscountAsNumber: 145,
    totalPriceBeforeDiscountAsNumber: 290,
    // WELCOME10 took 10% off this line
    totalPriceAsNumber: 261,
    ...over,
  }) as CartLine;

describe('lineAmount', () => {
  it('lists a line before vouchers, so lines add up to the subtotal and the voucher shows once', () => {
    expect(lineAmount(line({}))).toBe(290);
  });
  it('keeps a catalogue sale as the "was" amount', () => {
    const sale = line({ priceEachBeforeDiscountAsNumber: 180 });
    expect(lineAmountBeforeSale(sale)).toBe(360);
    expect(lineAmount(sale)).toBe(290);
  });
});
