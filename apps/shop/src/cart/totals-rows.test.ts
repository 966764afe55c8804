import type { CurrencyFormat, Totals } from '@cairn/commerce-client';
import { formatPrice } from '@cairn/ui';
import { describe, expect, it } from 'vitest';
import { priceFormat } from './price-format.ts';
import { totalsRows } from './totals-rows.ts';

const totals = (overrides: Partial<Totals> = {}): Totals => ({
  itemsTotalPriceAsNumber: 120,
  totalDiscountPriceAsNumber: 0,
  itemTotalPriceAfterDiscountAsNumber: 120,
  totalOriginalDiscountPriceAsNumber: 0,
  shippingPriceAsNumber: 0,
  taxAddedAsNumber: 0,
  taxDeductedAsNumber: 0,
  grandTotalPriceAsNumber: 120,
  grandTotalPriceTaxAsNumber: 20,
  ...overrides,
});

const euro: CurrencyFormat = {
  currency: 'EUR',
  prefix: '€',
  suffix: '',
  decimalDigits: 2,
  decimalPoint: ',',
  thousandsSeparator: '.',
};

describe('totalsRows', () => {
  it('given a UK bag over the free-delivery threshold, shows free delivery and the VAT included', () => {
    const rows = totalsRows(totals(), { vatPercent: 20 });
    expect(rows.map((row) => [row.key, row.label, row.amount, row.word])).toEqual([
      ['items', 'Subtotal', 120, undefined],
      ['shipping', 'Delivery', 0, 'Free'],
      ['total', 'Total', 120, undefined],
      ['vat', 'Including VAT at 20%', 20, undefined],
    ]);
  });

  it('given a voucher, shows the discount as a negative row before delivery', () => {
    const rows = totalsRows(
      totals({
        totalDiscountPriceAsNumber: -12,
        shippingPriceAsNumber: 4.95,
        grandTotalPriceAsNumber: 112.95,
      }),
      { vatPercent: 20 },
    );
    expect(rows.map((row) => row.key)).toEqual(['items', 'discount', 'shipping', 'total', 'vat']);
    expect(rows[1]?.amount).toBe(-12);
    expect(rows[2]?.word).toBeUndefined();
  });

  it('given an export without VAT, says no VAT is charged and that UK VAT came off', () => {
    const rows = totalsRows(totals({ grandTotalPriceTaxAsNumber: 0, taxDeductedAsNumber: 20 }), {
      vatPercent: 0,
    });
    expect(rows.at(-1)).toMatchObject({ label: 'No VAT charged', word: 'UK VAT removed' });
  });

  it('given an empty bag, does not call delivery free', () => {
    const rows = totalsRows(totals({ itemsTotalPriceAsNumber: 0 }), {
      vatPercent: 20,
      hasItems: false,
    });
    expect(rows.find((row) => row.key === 'shipping')?.word).toBeUndefined();
  });

  it('given sale items and VAT added on top, adds both rows and rounds odd rates', () => {
    const rows = totalsRows(
      totals({ totalOriginalDiscountPriceAsNumber: -30, taxAddedAsNumber: 5 }),
      { vatPercent: 25.5 },
    );
    expect(rows.map((row) => row.key)).toEqual([
      'items',
      'shipping',
      'tax-added',
      'total',
      'vat',
      'savings',
    ]);
    expect(rows.find((row) => row.key === 'vat')?.label).toBe('Including VAT at 25.5%');
  });
});

describe('priceFormat', () => {
  it('carries the backend decimal point to the design system, so amounts format in the cart currency', () => {
    expect(formatPrice(1234.5, priceFormat(euro))).toBe('€1.234,50');
    expect(
      formatPrice(
        -12,
        priceFormat({ ...euro, prefix: '£', decimalPoint: '.', thousandsSeparator: ',' }),
      ),
    ).toBe('-£12.00');
  });
});

describe('totalsRows for a placed order', () => {
  it('given no VAT rate, still says the total includes VAT', () => {
    expect(totalsRows(totals(), {}).find((row) => row.key === 'vat')?.label).toBe('Including VAT');
  });
});
