import { randomBytes } from 'node:crypto';
import { signStoryblokBody } from '@cairn/api';
import { closeRedis, connectRedis, createRedisClient } from '@cairn/server-kit';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { replicaServices, replicasSkipReason, useReplicaSet } from './replica-set.ts';

if (replicasSkipReason) console.warn(replicasSkipReason);

/** The replicas' webhook secret (a test value of their own). */
const webhookSecret = `replicas-webhook-${randomBytes(8).toString('hex')}`;
/** The replicas' catalogue delta token (a test value of its own). */
const importToken = `replicas-import-${randomBytes(8).toString('hex')}`;
/** The replicas' metrics token: the readiness details are behind it. */
const metricsToken = `replicas-metrics-${randomBytes(8).toString('hex')}`;

const jacket = 'moraine-mens-nevis-gore-tex-jacket-104211-923';
const address = {
  firstName: 'Alex',
  lastName: 'Hill',
  email: 'alex@example.com',
  address1: '1 High Street',
  city: 'Keswick',
  zipCode: 'CA12 5AB',
  country: 'GB',
};

// biome-ignore lint/suspicious/noExplicitAny: the tests check the answers' shape themselves
type Body = Record<string, any>;
type Answer = { status: number; replica: number; token: string; body: Body };

/**
 * A shopper's commerce session through the load balancer: the API-Token each answer carries
 * goes with the next request, as the browser's client does, and every answer says which
 * replica gave it.
 */
function shopperAt(url: string) {
  let token = 'none';
  return async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${url}/commerce${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'API-Token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    token = response.headers.get('API-Token') ?? token;
    return {
      status: response.status,
      replica: Number(response.headers.get('x-replica') ?? 0),
      token,
      body: (await response.json()) as Body,
    };
  };
}

describe.skipIf(replicasSkipReason)('three shop replicas on one PostgreSQL and one Redis', () => {
  const set = useReplicaSet({
    env: {
      STORYBLOK_WEBHOOK_SECRET: webhookSecret,
      CATALOGUE_IMPORT_TOKEN: importToken,
      METRICS_TOKEN: metricsToken,
    },
  });

  /**
   * The `i` and `id` of the confirmation link mailed to `email` (no SMTP here: the mail waits in
   * the replicas' shared outbox).
   */
  async function confirmation(
    email: string,
    password: string,
  ): Promise<{ i: string; id: string; password: string }> {
    const client = new pg.Client({ connectionString: set.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ body: string }>(
        "select body from outbox where recipient = $1 and kind = 'registration' order by id desc limit 1",
        [email],
      );
      const link = new URL(rows[0]?.body.match(/https?:\/\/\S+/)?.[0] ?? 'http://none/');
      return {
        i: link.searchParams.get('i') ?? '',
        id: link.searchParams.get('id') ?? '',
        password,
      };
    } finally {
      await client.end();
    }
  }

  it('start together on an empty database and are all ready, with Redis', async () => {
    for (const replica of set.replicas) {
      const response = await fetch(`${replica.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready' });
      // Why, for operators only (the metrics credential).
      const details = await fetch(`${replica.url}/readyz`, {
        headers: { Authorization: `Bearer ${metricsToken}` },
      });
      expect(await details.json()).toMatchObject({
        status: 'ready',
        database: true,
        redis: true,
        engine: 'postgres',
      });
    }
  });

  it("keep a shopper's bag, login and checkout while requests alternate between replicas", async () => {
    const resolved = await (await fetch(`${set.url}/api/resolver/${jacket}`)).json();
    const size = (resolved.data.product.items as { sku: string; stock: number }[]).find(
      (item) => item.stock > 0,
    );
    if (!size) throw new Error('The jacket has no size in stock');
    const email = `replicas-${randomBytes(4).toString('hex')}@example.com`;
    const call = shopperAt(set.url);
    const replicas: number[] = [];
    const step = async (method: string, path: string, body?: unknown) => {
      const answer = await call(method, path, body);
      replicas.push(answer.replica);
      return answer;
    };

    const asked = await step('POST', '/register', {
      email,
      password: 'replica-password-1',
      firstName: 'Alex',
    });
    expect(asked.status).toBe(202);
    const registered = await step(
      'POST',
      '/register/confirm',
      await confirmation(email, 'replica-password-1'),
    );
    expect(registered.status).toBe(201);
    const added = await step('POST', `/items/${encodeURIComponent(size.sku)}`, { quantity: 2 });
    expect(added.body.selection.items).toHaveLength(1);
    // The bag as another replica sees it.
    const seen = await step('GET', '/selection');
    expect(seen.body.selection.items[0]).toMatchObject({ sku: size.sku, quantity: 2 });

    expect((await step('POST', '/logout')).body.loggedIn).toBe(false);
    const loggedIn = await step('POST', `/login/${encodeURIComponent(email)}`, {
      password: 'replica-password-1',
    });
    expect(loggedIn.status).toBe(200);
    expect((await step('GET', '/customer')).body.customer.email).toBe(email);
    await step('POST', `/items/${encodeURIComponent(size.sku)}`, { quantity: 1 });
    const paid = await step('POST', '/payment', {
      termsAndConditions: true,
      paymentMethod: 'test-invoice',
      address: { ...address, email },
    });
    expect(paid.status).toBe(201);
    const orderNumber = paid.body.order.order;
    const receipt = await step('GET', '/receipt');
    expect(receipt.body.order.order).toBe(orderNumber);
    const orders = await step('POST', '/orders', {});
    expect(orders.body.orders.map((order: { order: unknown }) => order.order)).toEqual([
      orderNumber,
    ]);

    // Every step went to a different replica than the one before, and all three took part.
    expect(new Set(replicas)).toEqual(new Set([1, 2, 3]));
    for (let index = 1; index < replicas.length; index += 1) {
      expect(replicas[index]).not.toBe(replicas[index - 1]);
    }

    // The pages a shopper meets on the way, rendered by each replica in turn.
    for (const path of [`/${jacket}`, '/checkout', '/login', `/${jacket}`]) {
      const page = await fetch(`${set.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('</html>');
    }
  });

  it('count failed logins made at any replica against one limit', async () => {
    const email = `limited-${randomBytes(4).toString('hex')}@example.com`;
    const register = await fetch(`${set.url}/commerce/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'API-Token': 'none' },
      body: JSON.stringify({ email, password: 'the-right-password' }),
    });
    expect(register.status).toBe(202);
    const confirmed = await fetch(`${set.url}/commerce/register/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'API-Token': 'none' },
      body: JSON.stringify(await confirmation(email, 'the-right-password')),
    });
    expect(confirmed.status).toBe(201);
    const attempt = async (origin: string, password: string) => {
      const response = await fetch(`${origin}/commerce/login/${encodeURIComponent(email)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'API-Token': 'none' },
        body: JSON.stringify({ password }),
      });
      await response.body?.cancel();
      return response.status;
    };
    const [first, second, third] = set.replicas.map((replica) => replica.url);
    if (!first || !second || !third) throw new Error('Three replicas expected');
    // Five wrong guesses (the per-account limit), spread over the three replicas directly.
    const guesses = [first, second, third, first, second];
    for (const origin of guesses) expect(await attempt(origin, 'a-wrong-guess')).toBe(401);
    // The sixth is refused by a replica that saw only one of them, even with the right password.
    expect(await attempt(third, 'the-right-password')).toBe(429);
    expect(await attempt(set.url, 'the-right-password')).toBe(429);

    // The count lives in Redis under the replicas' prefix, not in any one process.
    const redis = createRedisClient({ url: replicaServices.redisUrl ?? '', keyPrefix: '' });
    try {
      await connectRedis(redis);
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(
          cursor,
          'MATCH',
          `${set.keyPrefix}login*`,
          'COUNT',
          1000,
        );
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await closeRedis(redis);
    }
  });

  it('purge a page on every replica within a second of a signed Storyblok webhook to one', async () => {
    const slug = 'guides/ski-buying-guide';
    const pageStatus = async (origin: string) => {
      const response = await fetch(`${origin}/${slug}`);
      await response.body?.cancel();
      expect(response.status).toBe(200);
      return response.headers.get('cache-status') ?? '';
    };
    const [first, second, third] = set.replicas.map((replica) => replica.url);
    if (!first || !second || !third) throw new Error('Three replicas expected');
    // Every replica holds the page.
    for (const origin of [first, second, third]) {
      await pageStatus(origin);
      expect(await pageStatus(origin), origin).toMatch(/^cairn; hit/);
    }

    const { story } = await (await fetch(`${first}/api/story/${slug}`)).json();
    const body = JSON.stringify({
      text: `The user published the Story ${story.name}`,
      action: 'published',
      space_id: 1,
      story_id: story.id,
      full_slug: slug,
    });
    const unsigned = await fetch(`${first}/api/webhooks/storyblok`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': 'f'.repeat(40) },
      body,
    });
    expect(unsigned.status).toBe(401);
    await unsigned.body?.cancel();
    const sentAt = performance.now();
    const webhook = await fetch(`${first}/api/webhooks/storyblok`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': signStoryblokBody(body, webhookSecret),
      },
      body,
    });
    expect(webhook.status).toBe(200);
    await webhook.body?.cancel();

    // The other replicas heard the purge over Redis: their next answer is rendered afresh.
    // How fast is printed, not asserted (a busy CI machine is no measure of it).
    for (const origin of [second, third]) {
      await expect
        .poll(() => pageStatus(origin), { timeout: 10_000, interval: 20 })
        .toMatch(/fwd=miss/);
    }
    console.info(
      `Webhook purge seen by every replica ${Math.round(performance.now() - sentAt)} ms after it was sent`,
    );
    expect(await pageStatus(first)).toMatch(/fwd=miss/);
    // And then kept again.
    for (const origin of [first, second, third]) {
      expect(await pageStatus(origin), origin).toMatch(/^cairn; hit/);
    }
  });

  it("take a catalogue delta pushed to one replica into every replica's listings", async () => {
    const [first, second, third] = set.replicas.map((replica) => replica.url);
    if (!first || !second || !third) throw new Error('Three replicas expected');
    const listing = async (origin: string) => {
      const response = await fetch(`${origin}/api/catalog/get-category-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          uri: '/all/clothing/jackets',
          filters: { availability: ['in-stock'] },
          pageSize: 96,
        }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        pagination: { total_products: number };
        products: { id: number }[];
      };
    };
    const before = await listing(first);
    const [listed] = before.products;
    if (!listed) throw new Error('No jacket in stock');
    // A listing shows no sizes: the product's own answer has them.
    const byId = await fetch(`${first}/api/catalog/products-by-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [listed.id] }),
    });
    const [jacket] = (
      (await byId.json()) as { products: { id: number; items: { sku: string }[] }[] }
    ).products;
    if (!jacket) throw new Error(`No product ${listed.id}`);
    // Every size of the first jacket sold out, pushed as a PIM would, to one replica.
    const delta = [
      JSON.stringify({ type: 'feed', version: 1, mode: 'delta' }),
      ...jacket.items.map((item) => JSON.stringify({ type: 'stock', sku: item.sku, stock: 0 })),
    ].join('\n');
    const pushed = await fetch(`${first}/api/catalogue/deltas`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${importToken}` },
      body: `${delta}\n`,
    });
    expect(pushed.status).toBe(200);
    await pushed.body?.cancel();
    // Each replica's index heard the purge: the jacket leaves its in-stock listing.
    for (const origin of [first, second, third]) {
      await expect
        .poll(async () => (await listing(origin)).products.map((product) => product.id), {
          timeout: 10_000,
          interval: 100,
        })
        .not.toContain(jacket.id);
      expect((await listing(origin)).pagination.total_products, origin).toBe(
        before.pagination.total_products - 1,
      );
    }
  });
});
