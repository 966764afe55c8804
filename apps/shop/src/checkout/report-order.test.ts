import type { Order } from '@cairn/commerce-client';
import { describe, expect, it, vi } from 'vitest';
import { orderReport, reportOrder } from './report-order.ts';

const order = {
  order: '1001',
  items: [
    { sku: '104211-923-m', quantity: 2, totalPriceAsNumber: 180, product: { sku: '104211-923' } },
    { sku: '100001-100-s', quantity: 1, totalPriceAsNumber: 35.5, product: { sku: '100001-100' } },
  ],
} as unknown as Order;
const keys = { sessionKey: 'session-1', customerKey: 'customer-1' };

describe('orderReport', () => {
  it('gives each size bought with its quantity and what the line cost, and the shopping keys', () => {
    expect(orderReport(order, keys)).toEqual({
      session: 'session-1',
      customer: 'customer-1',
      lines: [
        { quantity: 2, variantKey: '104211-923-m', productKey: '104211-923', sellingPrice: 180 },
        { quantity: 1, variantKey: '100001-100-s', productKey: '100001-100', sellingPrice: 35.5 },
      ],
    });
  });
});

describe('reportOrder', () => {
  it('posts the report to /api/elevate/order', async () => {
    const fetch = vi.fn(async () => new Response('{"received":true}', { status: 200 }));
    expect(
      await reportOrder(orderReport(order, keys), { origin: 'https://shop.test', fetch }),
    ).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://shop.test/api/elevate/order',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('given an engine that refuses or cannot be reached, answers false without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = vi.fn(async () => new Response('{}', { status: 502 }));
    expect(await reportOrder(orderReport(order, keys), { origin: '', fetch: refused })).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reportOrder(orderReport(order, keys), { origin: '', fetch: offline })).toBe(false);
    warn.mockRestore();
  });
});
