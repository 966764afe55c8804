import { describe, expect, it } from 'vitest';
import {
  formatOrderDate,
  formatOrderPrice,
  itemCount,
  orderStatusLabel,
  paymentLabel,
} from './format.ts';

describe('order formatting', () => {
  it('writes dates day/month/year in UK time', () => {
    expect(formatOrderDate('2026-03-09T08:00:00.000Z')).toBe('09/03/2026');
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(formatOrderDate('2026-06-30T23:30:00.000Z')).toBe('01/07/2026');
    expect(formatOrderDate('not a date')).toBe('');
  });

  it('writes amounts in the order’s currency format', () => {
    const gbp = {
      currency: 'GBP',
      prefix: '£',
      suffix: '',
      decimalDigits: 2,
      decimalPoint: '.',
      thousandsSeparator: ',',
    };
    expect(formatOrderPrice(1234.5, gbp)).toBe('£1,234.50');
    const eur = {
      ...gbp,
      currency: 'EUR',
      prefix: '',
      suffix: ' €',
      decimalPoint: ',',
      thousandsSeparator: '.',
    };
    expect(formatOrderPrice(1234.5, eur)).toBe('1.234,50 €');
  });

  it('names statuses and counts items', () => {
    expect(orderStatusLabel('paid')).toBe('Paid');
    expect(orderStatusLabel('partly_shipped')).toBe('Partly shipped');
    expect(itemCount([{ quantity: 1 }])).toBe('1 item');
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
  });
});

describe('paymentLabel', () => {
  it('names a card by its last four digits, not the provider id', () => {
    expect(paymentLabel('test-card ending 4242')).toBe('Card ending 4242');
  });
  it('names an invoice', () => {
    expect(paymentLabel('test-invoice')).toBe('Invoice');
  });
  it('keeps a reference it does not know', () => {
    expect(paymentLabel('ABC-123')).toBe('ABC-123');
  });
});
