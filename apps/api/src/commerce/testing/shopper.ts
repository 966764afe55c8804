import { sql } from 'drizzle-orm';
import type { Api } from '../../app.ts';
import { readJson, socketFrom } from '../../testing/test-api.ts';

export type Answer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: assertions are the type check here
  body: any;
  token: string | null;
};

type CallOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address: the request comes from a socket there. */
  address?: string;
};

let shoppers = 0;

/** A client address of its own for each new shopper (10.0.0.1, 10.0.0.2, ...). */
export function nextAddress(): string {
  shoppers += 1;
  return `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}

/**
 * A shopper talking to `/commerce/*` over `app.request`, keeping the token the API hands out
 * as a client would. Each comes from an address of its own unless given one, as different
 * people do, so the per-address limits count each shopper apart.
 */
export class Shopper {
  token: string | null = null;

  constructor(
    private readonly api: Api,
    readonly address = nextAddress(),
  ) {}

  async call(method: string, path: string, { body, headers }: CallOptions = {}): Promise<Answer> {
    const answer = await send(this.api, method, `/commerce${path}`, {
      body,
      headers: { 'API-Token': this.token ?? 'none', ...headers },
      address: this.address,
    });
    if (answer.token && answer.token !== 'none') this.token = answer.token;
    else if (answer.token === 'none') this.token = null;
    return answer;
  }

  get = (path: string, options?: CallOptions) => this.call('GET', path, options);
  post = (path: string, options?: CallOptions) => this.call('POST', path, options);
  put = (path: string, options?: CallOptions) => this.call('PUT', path, options);
  delete = (path: string, options?: CallOptions) => this.call('DELETE', path, options);

  /**
   * Registers with a fresh email and confirms it with the link the API mailed, as the shopper
   * would from their inbox; the confirmation logs in. Answers the confirmation.
   */
  async register(
    email: string,
    password = 'correct horse battery',
    {
      findLink = (to: string) => confirmationLink(this.api, to),
    }: {
      /** Where the mail is read: the outbox by default (kept there while no SMTP is set up). */
      findLink?: (email: string) => Promise<URL | undefined>;
    } = {},
  ) {
    const asked = await this.post('/register', {
      body: { email, password, firstName: 'Ada', lastName: 'Lovelace' },
    });
    if (asked.status !== 202) throw new Error(`register failed: ${JSON.stringify(asked.body)}`);
    const link = await findLink(email);
    if (!link) throw new Error(`no confirmation mail for ${email}`);
    const answer = await this.post('/register/confirm', {
      body: { i: link.searchParams.get('i'), id: link.searchParams.get('id'), password },
    });
    if (answer.status !== 201) throw new Error(`confirm failed: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** Adds items and pays with the test card that succeeds. */
  async checkout(skus: string[], overrides: Record<string, unknown> = {}): Promise<Answer> {
    for (const sku of skus) await this.post(`/items/${encodeURIComponent(sku)}`);
    return this.pay(overrides);
  }

  pay(overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
    return this.post('/payment', { body: paymentBody(overrides), headers });
  }
}

/** The link of the latest registration mail to `email` in the outbox, if there is one. */
export async function confirmationLink(api: Api, email: string): Promise<URL | undefined> {
  const { rows } = (await api.database.db.execute(
    sql`select body from outbox where recipient = ${email} and kind = 'registration' order by id desc limit 1`,
  )) as unknown as { rows: { body: string }[] };
  const link = rows[0]?.body.match(/https?:\/\/\S+/)?.[0];
  return link ? new URL(link) : undefined;
}

export function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    termsAndConditions: true,
    address: testAddress,
    card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    ...overrides,
  };
}

export const testAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address1: '1 Rope Walk',
  city: 'Keswick',
  zipCode: 'CA12 5AB',
  country: 'GB',
};

/** A raw request to the API: any method, path, body (a string is sent as is) and headers. */
export async function send(
  api: Api,
  method: string,
  path: string,
  { body, headers = {}, address = '192.0.2.1' }: CallOptions = {},
): Promise<Answer> {
  const response = await api.app.request(
    path,
    {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    },
    socketFrom(address),
  );
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text for the assertion message
  }
  return { status: response.status, body: parsed, token: response.headers.get('API-Token') };
}

/** Sizes in stock (at least `minimum`) of products that are not bundles, by sku. */
export async function stockedSkus(api: Api, count: number, minimum = 3): Promise<string[]> {
  const result = (await api.database.db.execute(sql`
    select v.sku from variants v join products p on p.id = v.product_id
    where v.stock >= ${minimum} and p.bundle_info is null and p.price_minor > 0
    order by v.sku limit ${count}`)) as unknown as { rows: { sku: string }[] };
  return result.rows.map((row) => row.sku);
}

export async function setStock(api: Api, sku: string, stock: number) {
  await api.database.db.execute(sql`update variants set stock = ${stock} where sku = ${sku}`);
}

export async function stockOf(api: Api, sku: string): Promise<number> {
  const result = (await api.database.db.execute(
    sql`select stock from variants where sku = ${sku}`,
  )) as unknown as { rows: { stock: number }[] };
  return result.rows[0]?.stock ?? Number.NaN;
}

export async function priceOf(api: Api, sku: string): Promise<number> {
  const result = (await api.database.db.execute(sql`
    select p.price_minor from variants v join products p on p.id = v.product_id
    where v.sku = ${sku}`)) as unknown as { rows: { price_minor: number }[] };
  return result.rows[0]?.price_minor ?? Number.NaN;
}

export { readJson };
