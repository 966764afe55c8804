import { describe, expect, it } from 'vitest';
import { readJson, testDatabases, useTestApi } from '../testing/test-api.ts';

const product = '/api/resolver/moraine-mens-nevis-gore-tex-jacket-104211-923';

describe.each(testDatabases())('who may keep API answers, on $name', (database) => {
  const api = useTestApi(database);

  it('answers public data public, with s-maxage and the tags of what it shows', async () => {
    const answer = await api.app.request(product);
    const body = await readJson(answer);
    expect(answer.headers.get('cache-control')).toMatch(/^public, .*s-maxage=300/);
    expect(answer.headers.get('cache-tag')?.split(',')).toContain(
      `product-${body.data.product.id}`,
    );
  });

  it('answers a second request from the data cache, and a preview never', async () => {
    await api.app.request('/api/globals');
    expect((await api.app.request('/api/globals')).headers.get('x-data-cache')).toBe('hit');
    const preview = await api.app.request('/api/globals?preview=true');
    expect(preview.headers.get('x-data-cache')).toBeNull();
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keys listings by their body in any key order', async () => {
    const list = (body: object) =>
      api.app.request('/api/catalog/get-category-products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await list({ uri: '/all/clothing/jackets', page: 1, pageSize: 24 });
    const again = await list({ pageSize: 24, page: 1, uri: '/all/clothing/jackets' });
    expect(again.headers.get('x-data-cache')).toBe('hit');
    expect(again.headers.get('cache-tag')).toMatch(/category-all\/clothing\/jackets/);
  });

  it('answers every /commerce answer and personal /api answers private, no-store', async () => {
    const selection = await api.app.request('/commerce/selection', {
      headers: { 'API-Token': 'none' },
    });
    expect(selection.headers.get('cache-control')).toBe('private, no-store');
    const missing = await api.app.request('/commerce/nothing-here');
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    const invalid = await api.app.request('/api/resolver/%ZZ');
    expect(invalid.headers.get('cache-control')).toBe('private, no-store');
  });

  it('purges a product answer when an order takes its stock', async () => {
    const page = await readJson(await api.app.request(product));
    const sku = page.data.product.items.find((item: { available: boolean }) => item.available).sku;
    const stockOf = async () =>
      (await readJson(await api.app.request(product))).data.product.items.find(
        (item: { sku: string }) => item.sku === sku,
      ).stock;
    const before = await stockOf();
    expect((await api.app.request(product)).headers.get('x-data-cache')).toBe('hit');
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const response = await api.app.request(`/commerce${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'API-Token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.headers.get('API-Token') ?? token;
    };
    const token = await call('POST', `/items/${encodeURIComponent(sku)}`, 'none', { quantity: 1 });
    await call('POST', '/payment', token, {
      termsAndConditions: true,
      paymentMethod: 'test-invoice',
      address: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        address1: '1 Fell Road',
        city: 'Keswick',
        zipCode: 'CA12 5AA',
        country: 'GB',
      },
    });
    expect(await stockOf()).toBe(before - 1);
  });
});
