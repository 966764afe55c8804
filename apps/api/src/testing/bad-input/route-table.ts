/**
 * Every route the API serves, with a well-formed example of each input: the bad-input
 * campaign replaces one field (path parameter, query value or body field, at any depth) at a
 * time with a hostile value, so every field of every schema meets bad input. The campaign
 * checks that this table names every route of the app (`app.routes`), so a new route cannot
 * be left out.
 */

/** Real values from the seeded demo data, read once before the campaign. */
export type Samples = {
  productId: number;
  productSlug: string;
  productSku: string;
  variantSku: string;
  categoryUri: string;
  brandSlug: string;
  storeSlug: string;
  service: string;
  storyUuid: string;
};

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type CampaignRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route's pattern as Hono lists it, e.g. `/commerce/items/:item`. */
  pattern: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
  /** Sent with the campaign's logged-in session token (commerce routes). */
  session?: boolean;
  headers?: Record<string, string>;
};

/** Fills a pattern's `:name` (and `:name{regex}`) parameters, each percent-encoded. */
export function routePath(
  pattern: string,
  params: Record<string, string>,
  encode: (value: string) => string = encodeURIComponent,
): string {
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encode(params[name] ?? ''));
}

const visitor = { session: 'campaign-session', customer: 'campaign-customer' };

/** The campaign's API takes catalogue deltas with this token, so hostile deltas reach the import. */
export const campaignCatalogueImportToken = 'campaign-catalogue-import-token';

export function campaignRoutes(s: Samples): CampaignRoute[] {
  const listing = {
    page: 1,
    pageSize: 24,
    sort: 'recommended',
    filters: { colour: ['blue'] },
  };
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '020 7946 0000',
    company: 'Analytical',
    address1: '1 Main Street',
    address2: 'Flat 2',
    city: 'Keswick',
    zipCode: 'CA12 5AB',
    country: 'GB',
  };
  return [
    { method: 'GET', pattern: '/healthz' },
    { method: 'GET', pattern: '/readyz' },
    {
      method: 'POST',
      pattern: '/api/catalogue/deltas',
      headers: { authorization: `Bearer ${campaignCatalogueImportToken}` },
      body: [
        { type: 'stock', sku: s.variantSku, stock: 7 },
        { type: 'price', sku: s.productSku, priceMinor: 9000, priceBeforeDiscountMinor: 12000 },
      ],
    },
    {
      method: 'POST',
      pattern: '/api/webhooks/centra',
      headers: { 'x-centra-signature': 't=1,v1=not-a-signature' },
      body: { products: ['1'] },
    },
    {
      method: 'POST',
      pattern: '/api/webhooks/storyblok',
      headers: { 'webhook-signature': 'not-a-signature' },
      body: { action: 'published', story_id: 1, space_id: 1, text: 'The story was published' },
    },
    {
      method: 'GET',
      pattern: '/content/v1/spaces/:space/stories/:id/publish',
      params: { space: '1', id: '1' },
      headers: { authorization: 'not-the-preview-token' },
    },
    { method: 'GET', pattern: '/api/setup' },
    { method: 'GET', pattern: '/api/globals', query: { preview: 'false' } },
    {
      method: 'GET',
      pattern: '/api/story/:slug{.+}',
      params: { slug: 'information/delivery-returns' },
      query: { preview: 'false' },
    },
    {
      method: 'POST',
      pattern: '/api/content/get-content-entries',
      body: { starts_with: 'articles/', by_uuids: [s.storyUuid], per_page: 5, preview: false },
    },
    {
      method: 'GET',
      pattern: '/api/resolver/:uri{.*}',
      params: { uri: s.productSlug },
      query: { preview: 'false', release: '41207' },
    },
    {
      method: 'POST',
      pattern: '/api/catalog/products-by-id',
      query: { country: 'GB' },
      body: { ids: [s.productId] },
    },
    {
      method: 'POST',
      pattern: '/api/catalog/products-by-sku',
      query: { country: 'GB' },
      body: { skus: [s.productSku, s.variantSku] },
    },
    {
      method: 'POST',
      pattern: '/api/catalog/get-category-products',
      query: { country: 'GB' },
      body: { uri: s.categoryUri, ...listing },
    },
    {
      method: 'POST',
      pattern: '/api/catalog/get-brand-products',
      query: { country: 'GB' },
      body: { brand: s.brandSlug, ...listing },
    },
    { method: 'GET', pattern: '/api/catalog/suggest', query: { q: 'jacket' } },
    {
      method: 'POST',
      pattern: '/api/catalog/search',
      query: { country: 'GB' },
      body: { q: 'waterproof jacket', ...listing },
    },
    {
      method: 'POST',
      pattern: '/api/cart/add-item',
      session: true,
      body: { sku: s.variantSku, quantity: 1 },
    },
    { method: 'GET', pattern: '/api/preview' },
    {
      method: 'GET',
      pattern: '/api/preview/enter',
      query: { token: 'not-the-preview-token', to: '/about-us', release: '41207' },
    },
    { method: 'GET', pattern: '/api/preview/demo', query: { to: '/about-us', release: '41207' } },
    { method: 'GET', pattern: '/api/preview/exit', query: { to: '/about-us' } },
    // The demo's mailbox (mounted in a demo only, as these tests' API is).
    { method: 'GET', pattern: '/api/demo/outbox' },
    { method: 'GET', pattern: '/api/demo/outbox/:id', params: { id: '1' } },
    {
      method: 'POST',
      pattern: '/api/voyado-engage/newsletter-signup',
      body: { email: 'news@example.com' },
    },
    {
      method: 'POST',
      pattern: '/api/voyado-engage/newsletter-confirm',
      body: { i: '00000000-0000-4000-8000-000000000000', id: 'secret' },
    },
    {
      method: 'POST',
      pattern: '/api/voyado-engage/account-creation',
      session: true,
      body: {
        email: 'new@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        countryCode: 'GB',
        acceptsEmail: true,
      },
    },
    { method: 'GET', pattern: '/api/sitemap' },
    { method: 'GET', pattern: '/api/shop-contents' },
    { method: 'GET', pattern: '/api/sitemap/:file', params: { file: 'products-1' } },
    {
      method: 'POST',
      pattern: '/api/elevate/cart',
      body: { ...visitor, skus: [s.variantSku], limit: 4, bestsellersLimit: 2 },
    },
    {
      method: 'POST',
      pattern: '/api/elevate/product-collection',
      body: { ...visitor, reference: '/', list: 'bestsellers', limit: 4 },
    },
    {
      method: 'POST',
      pattern: '/api/elevate/product-recommendations',
      body: { ...visitor, sku: s.productSku, limit: 4 },
    },
    {
      method: 'POST',
      pattern: '/api/elevate/notify',
      body: { ...visitor, event: 'view', ticket: 'ticket', sku: s.productSku },
    },
    {
      method: 'POST',
      pattern: '/api/elevate/order',
      body: {
        ...visitor,
        lines: [
          { quantity: 1, variantKey: s.variantSku, productKey: s.productSku, sellingPrice: 120 },
        ],
      },
    },
    { method: 'GET', pattern: '/api/appointments/stores' },
    {
      method: 'GET',
      pattern: '/api/appointments/slots',
      query: { store: s.storeSlug, service: s.service, from: '2026-12-01' },
    },
    {
      method: 'POST',
      pattern: '/api/appointments',
      body: {
        store: s.storeSlug,
        service: s.service,
        startsAt: '2026-12-01T10:00:00Z',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '020 7946 0000',
        notes: 'Size 8 boots,\nplease.',
      },
    },
    {
      method: 'POST',
      pattern: '/api/orders/track',
      body: { orderNumber: '100001', email: 'ada@example.com' },
    },
    // The embedded commerce backend.
    { method: 'GET', pattern: '/commerce/selection', session: true },
    {
      method: 'POST',
      pattern: '/commerce/items/:item',
      params: { item: s.variantSku },
      body: { quantity: 1 },
      session: true,
    },
    {
      method: 'PUT',
      pattern: '/commerce/lines/:line/quantity/:quantity',
      params: { line: 'line-1', quantity: '2' },
      session: true,
    },
    {
      method: 'DELETE',
      pattern: '/commerce/lines/:line',
      params: { line: 'line-1' },
      session: true,
    },
    {
      method: 'PUT',
      pattern: '/commerce/countries/:country',
      params: { country: 'GB' },
      session: true,
    },
    {
      method: 'POST',
      pattern: '/commerce/vouchers',
      body: { voucher: 'WELCOME10' },
      session: true,
    },
    {
      method: 'DELETE',
      pattern: '/commerce/vouchers',
      body: { voucher: 'WELCOME10' },
      session: true,
    },
    {
      method: 'PUT',
      pattern: '/commerce/shipping-methods/:shippingMethod',
      params: { shippingMethod: 'standard' },
      session: true,
    },
    {
      method: 'PUT',
      pattern: '/commerce/payment-methods/:paymentMethod',
      params: { paymentMethod: 'test-card' },
      session: true,
    },
    {
      method: 'PUT',
      pattern: '/commerce/payment-fields',
      body: { address, shippingAddress: address },
      session: true,
    },
    {
      method: 'POST',
      pattern: '/commerce/register',
      body: {
        email: 'campaign-register@example.com',
        password: 'a long enough password',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '020 7946 0000',
        birthdate: '1990-12-10',
        address,
      },
    },
    {
      method: 'POST',
      pattern: '/commerce/register/confirm',
      body: { i: '00000000-0000-4000-8000-000000000000', id: 'secret', password: 'a password' },
    },
    {
      method: 'POST',
      pattern: '/commerce/login/:email',
      params: { email: 'someone-else@example.com' },
      body: {
        password: 'not the password',
        device: '00000000-0000-4000-8000-000000000000.not-a-device-secret-at-all-0000000000',
      },
    },
    { method: 'POST', pattern: '/commerce/logout' },
    {
      method: 'POST',
      pattern: '/commerce/password-reset-email',
      body: { email: 'someone-else@example.com', linkUri: '/customer/reset-password' },
    },
    {
      method: 'POST',
      pattern: '/commerce/password-reset',
      body: {
        i: '00000000-0000-4000-8000-000000000000',
        id: 'secret',
        newPassword: 'a long enough password',
      },
    },
    { method: 'GET', pattern: '/commerce/customer', session: true },
    {
      method: 'PUT',
      pattern: '/commerce/customer/update',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '020 7946 0000',
        birthdate: '1990-12-10',
        address,
      },
      session: true,
    },
    {
      method: 'PUT',
      pattern: '/commerce/password',
      body: { password: 'not the password', newPassword: 'a long enough password' },
      session: true,
    },
    {
      method: 'POST',
      pattern: '/commerce/customer/wishlists/:wishlistId',
      params: { wishlistId: '0' },
      body: { page: 1, limit: 10 },
      session: true,
    },
    {
      method: 'POST',
      pattern: '/commerce/customer/wishlists/:wishlistId/items/:product',
      params: { wishlistId: '0', product: s.productSku },
      session: true,
    },
    {
      method: 'DELETE',
      pattern: '/commerce/customer/wishlists/:wishlistId/items/:product',
      params: { wishlistId: '0', product: s.productSku },
      session: true,
    },
    { method: 'POST', pattern: '/commerce/orders', body: { from: 0, size: 10 }, session: true },
    {
      method: 'POST',
      pattern: '/commerce/products',
      body: { skipFirst: 0, limit: 2, products: ['1'], categories: ['1'], brands: ['1'] },
    },
    { method: 'GET', pattern: '/commerce/categories' },
    { method: 'GET', pattern: '/commerce/brands' },
    { method: 'GET', pattern: '/commerce/receipt', session: true },
    {
      method: 'POST',
      pattern: '/commerce/payment',
      body: {
        paymentMethod: 'test-card',
        termsAndConditions: true,
        address,
        shippingAddress: address,
        card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
        idempotencyKey: 'campaign-key-1',
      },
      headers: { 'idempotency-key': 'campaign-key-2' },
      session: true,
    },
    {
      method: 'POST',
      pattern: '/commerce/payment-result',
      body: {
        paymentMethodFields: {
          attempt: '5f0c2a7e-1b1e-4c57-9d7e-1f2a3b4c5d6e',
          result: 'campaign-result-campaign-result',
        },
      },
      session: true,
    },
    // The test payment provider's page (a form post in a browser).
    {
      method: 'GET',
      pattern: '/commerce/test-payment-provider/:attempt',
      params: { attempt: '5f0c2a7e-1b1e-4c57-9d7e-1f2a3b4c5d6e' },
    },
    {
      method: 'POST',
      pattern: '/commerce/test-payment-provider/:attempt',
      params: { attempt: '5f0c2a7e-1b1e-4c57-9d7e-1f2a3b4c5d6e' },
      body: { decision: 'cancel' },
    },
    // The embedded content service (Storyblok's CDN API).
    {
      method: 'GET',
      pattern: '/content/v2/cdn/stories',
      query: {
        token: 'cairn-public-demo-token',
        version: 'published',
        starts_with: 'articles/',
        by_uuids: s.storyUuid,
        per_page: '5',
        page: '1',
        sort_by: 'first_published_at:desc',
        cv: '1',
        language: 'en',
        resolve_relations: 'featured-articles.articles',
        resolve_links: 'url',
      },
    },
    {
      method: 'GET',
      pattern: '/content/v2/cdn/stories/:slug{.+}',
      params: { slug: 'information/delivery-returns' },
      query: {
        token: 'cairn-public-demo-token',
        version: 'published',
        from_release: '41207',
        resolve_relations: 'featured-articles.articles',
        resolve_links: 'story',
      },
    },
    // Images: a name no product has (a real one would be drawn and encoded: not bad input).
    {
      method: 'GET',
      pattern: '/images/products/:filename',
      params: { filename: 'no-such-product-123456-900-01.jpg' },
      query: { w: '320', format: 'webp' },
    },
    {
      method: 'GET',
      pattern: '/images/content/:filename',
      params: { filename: 'not-an-image.png' },
      query: { w: '320', format: 'webp' },
    },
  ];
}

/** Where one hostile value goes in a route's request. */
export type Slot =
  | { kind: 'param'; name: string }
  | { kind: 'query'; name: string }
  | { kind: 'body'; path: (string | number)[] }
  | { kind: 'extra-query' }
  | { kind: 'extra-body-key' };

/** Every field of a route's example: its parameters, query values and body leaves. */
export function slotsOf(route: CampaignRoute): Slot[] {
  const slots: Slot[] = [];
  for (const name of Object.keys(route.params ?? {})) slots.push({ kind: 'param', name });
  for (const name of Object.keys(route.query ?? {})) slots.push({ kind: 'query', name });
  slots.push({ kind: 'extra-query' });
  if (route.body !== undefined) {
    const walk = (value: Json, path: (string | number)[]) => {
      slots.push({ kind: 'body', path });
      if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) walk(item, [...path, index]);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
      }
    };
    walk(route.body, []);
    slots.push({ kind: 'extra-body-key' });
  }
  return slots;
}

/** A copy of `body` with the value at `path` replaced (undefined: removed). */
export function replaceAt(
  body: Json | undefined,
  path: (string | number)[],
  value: unknown,
): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    const copy: unknown[] = [...body];
    copy[head as number] = replaceAt(body[head as number], rest, value);
    return value === undefined && rest.length === 0 ? copy.filter((_, i) => i !== head) : copy;
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, Json>;
  const copy: Record<string, unknown> = { ...record };
  const replaced = replaceAt(record[head as string], rest, value);
  if (replaced === undefined) delete copy[head as string];
  else copy[head as string] = replaced;
  return copy;
}
