import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { ConfigError, loadConfig } from '@cairn/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../app.ts';
import { nextAddress, Shopper, send } from '../commerce/testing/shopper.ts';
import { inMemoryDatabase, testDatabases, useTestApi } from '../testing/test-api.ts';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

/** A stand-in for Voyado Engage: records requests, answers with `status`. */
async function startFakeEngage() {
  const received: Received[] = [];
  const state = { status: 201 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: body ? JSON.parse(body) : null,
      });
      response.writeHead(state.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'contact-1' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const rows = async <T>(api: Api, statement: ReturnType<typeof sql>) =>
  ((await api.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The links of the newsletter confirmations mailed to `email`, newest first. */
async function newsletterLinks(api: Api, email: string): Promise<URL[]> {
  const mails = await rows<{ body: string }>(
    api,
    sql`select body from outbox where recipient = ${email} and kind = 'newsletter-confirmation' order by id desc`,
  );
  return mails
    .flatMap((mail) => mail.body.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link));
}

/** The link of the latest newsletter confirmation mailed to `email`. */
async function newsletterLink(api: Api, email: string): Promise<URL | undefined> {
  return (await newsletterLinks(api, email))[0];
}

// Each from an address of its own, as different visitors: the per-address limit is tested apart.
const signUp = (api: Api, email: string, address = nextAddress()) =>
  send(api, 'POST', '/api/voyado-engage/newsletter-signup', { body: { email }, address });
const confirm = (api: Api, link: URL | undefined) =>
  send(api, 'POST', '/api/voyado-engage/newsletter-confirm', {
    body: { i: link?.searchParams.get('i'), id: link?.searchParams.get('id') },
    address: nextAddress(),
  });

describe.each(testDatabases())('Voyado Engage hooks on $name', (database) => {
  describe('without Voyado Engage configured', () => {
    const api = useTestApi(database);

    it('double opt-in: a sign-up is pending and mailed a link; only the link subscribes', async () => {
      for (const email of ['Hiker@Example.com', ' hiker@example.com ']) {
        const answer = await signUp(api, email);
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ pending: true, message: expect.stringMatching(/inbox/) });
      }
      const state = () =>
        rows<{ email: string; confirmed: boolean }>(
          api,
          sql`select email, confirmed_at is not null as confirmed from newsletter_signups where email = 'hiker@example.com'`,
        );
      // Recorded once, as pending: not subscribed on a stranger's word.
      expect(await state()).toEqual([{ email: 'hiker@example.com', confirmed: false }]);
      const [link, older] = await newsletterLinks(api, 'hiker@example.com');
      expect(link?.href).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?i=/);
      const wrong = await confirm(
        api,
        new URL('http://x/?i=00000000-0000-4000-8000-000000000000&id=nope'),
      );
      expect(wrong.status).toBe(400);
      // Only the newest link works: the first mail's is void once the address asked again.
      expect(older?.href).not.toBe(link?.href);
      const void_ = await confirm(api, older);
      expect(void_.status).toBe(400);
      expect(void_.body.error).toMatch(/only the link in the newest email works/);
      expect(await state()).toEqual([{ email: 'hiker@example.com', confirmed: false }]);
      expect((await confirm(api, link)).body).toEqual({ subscribed: true });
      expect(await state()).toEqual([{ email: 'hiker@example.com', confirmed: true }]);
      // The link works once; signing up again answers alike and mails nothing more.
      expect((await confirm(api, link)).status).toBe(400);
      const mails = async () =>
        (
          await rows<{ n: number }>(
            api,
            sql`select count(*)::int as n from outbox where recipient = 'hiker@example.com'`,
          )
        )[0]?.n;
      const before = await mails();
      const again = await signUp(api, 'hiker@example.com');
      expect(again.status).toBe(202);
      expect(await mails()).toBe(before);
      // The answer does not tell a subscribed address from a new one.
      const fresh = await signUp(api, 'someone.new@example.com');
      expect([fresh.status, fresh.body]).toEqual([again.status, again.body]);
    });

    it('refuses a link older than 7 days, subscribing nothing', async () => {
      const email = 'late.walker@example.com';
      await signUp(api, email);
      await api.database.db.execute(
        sql`update newsletter_signups set requested_at = now() - interval '8 days' where email = ${email}`,
      );
      expect((await confirm(api, await newsletterLink(api, email))).status).toBe(400);
      expect(
        await rows(
          api,
          sql`select 1 from newsletter_signups where email = ${email} and confirmed_at is not null`,
        ),
      ).toEqual([]);
      // Left for the hourly purge, which the next test counts on its own.
      await api.database.db.execute(sql`delete from newsletter_signups where email = ${email}`);
    });

    it('mails one address at most three confirmation links a day, and purges unconfirmed sign-ups', async () => {
      const email = 'many.links@example.com';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signUp(api, email, `192.0.2.${60 + attempt}`)).status).toBe(202);
      }
      const [mails] = await rows<{ n: number }>(
        api,
        sql`select count(*)::int as n from outbox where recipient = ${email}`,
      );
      expect(mails?.n).toBe(3);
      await api.database.db.execute(
        sql`update newsletter_signups set requested_at = now() - interval '8 days' where email = ${email}`,
      );
      const { purgeExpired } = await import('../maintenance/purge.ts');
      expect((await purgeExpired(api.database.db)).pendingNewsletterSignups).toBe(1);
      expect(await rows(api, sql`select 1 from newsletter_signups where email = ${email}`)).toEqual(
        [],
      );
    });

    it('stores account creations with their details, the latest winning', async () => {
      const owner = new Shopper(api);
      await owner.register('new@example.com');
      const post = (body: unknown) =>
        send(api, 'POST', '/api/voyado-engage/account-creation', {
          body,
          headers: { 'API-Token': owner.token ?? 'none' },
          address: owner.address,
        });
      expect((await post({ email: 'new@example.com', firstName: 'Ada' })).status).toBe(200);
      await post({ email: 'new@example.com', firstName: 'Ada', countryCode: 'gb' });
      const stored = await rows<{ details: unknown }>(
        api,
        sql`select details from account_creations where email = 'new@example.com'`,
      );
      expect(stored).toEqual([{ details: { firstName: 'Ada', countryCode: 'GB' } }]);
    });

    it("refuses an account creation (marketing consent) for any email but the logged-in account's", async () => {
      const stranger = new Shopper(api);
      await stranger.register('stranger@example.com');
      for (const headers of [{ 'API-Token': 'none' }, { 'API-Token': stranger.token ?? 'none' }]) {
        const answer = await send(api, 'POST', '/api/voyado-engage/account-creation', {
          body: { email: 'victim@example.com', acceptsEmail: true },
          headers,
        });
        expect(answer.status).toBe(403);
      }
      const stored = await rows<{ email: string }>(
        api,
        sql`select email from account_creations where email = 'victim@example.com'`,
      );
      expect(stored).toEqual([]);
    });

    it('answers 400 for a missing or invalid email', async () => {
      for (const body of [{}, { email: 'nope' }, { email: "' or 1=1 --" }]) {
        const answer = await send(api, 'POST', '/api/voyado-engage/newsletter-signup', { body });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Invalid request');
      }
    });
  });
});

describe('Voyado Engage forwarding', () => {
  let engage: Awaited<ReturnType<typeof startFakeEngage>>;
  beforeAll(async () => {
    engage = await startFakeEngage();
  });
  afterAll(async () => {
    await engage?.close();
  });
  const api = useTestApi(inMemoryDatabase, () => ({
    env: { VOYADO_ENGAGE_URL: engage.url, VOYADO_ENGAGE_API_KEY: 'engage-key' },
  }));

  it('forwards a sign-up to the contacts API with the API key once confirmed, and records it', async () => {
    const sent = engage.received.length;
    await signUp(api, 'fell@example.com');
    // Nothing reaches Voyado Engage on a stranger's word.
    expect(engage.received.length).toBe(sent);
    await confirm(api, await newsletterLink(api, 'fell@example.com'));
    const request = engage.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/v2/contacts?source=newsletter-signup',
      headers: { apikey: 'engage-key', 'content-type': 'application/json' },
      body: { email: 'fell@example.com', preferences: { acceptsEmail: true } },
    });
    const [stored] = await rows<{ forwarded_at: Date | null }>(
      api,
      sql`select forwarded_at from newsletter_signups where email = 'fell@example.com'`,
    );
    expect(stored?.forwarded_at).not.toBeNull();
  });

  it('forwards an account creation with its details', async () => {
    const owner = new Shopper(api);
    await owner.register('scree@example.com');
    await send(api, 'POST', '/api/voyado-engage/account-creation', {
      body: { email: 'scree@example.com', firstName: 'Ada', lastName: 'L', countryCode: 'GB' },
      headers: { 'API-Token': owner.token ?? 'none' },
      address: owner.address,
    });
    expect(engage.received.at(-1)?.body).toEqual({
      email: 'scree@example.com',
      firstName: 'Ada',
      lastName: 'L',
      countryCode: 'GB',
      preferences: { acceptsEmail: false },
    });
  });

  it('keeps the sign-up and records the error when Voyado Engage fails', async () => {
    await signUp(api, 'down@example.com');
    engage.state.status = 500;
    const answer = await confirm(api, await newsletterLink(api, 'down@example.com'));
    engage.state.status = 201;
    expect(answer.status).toBe(200);
    const [stored] = await rows<{ forwarded_at: Date | null; forward_error: string }>(
      api,
      sql`select forwarded_at, forward_error from newsletter_signups where email = 'down@example.com'`,
    );
    expect(stored).toEqual({
      forwarded_at: null,
      // The dependency guard's words: the service, its status and reason.
      forward_error: 'engage answered 500 Internal Server Error',
    });
  });
});

describe('mail and Voyado Engage settings', () => {
  it('needs an API key with VOYADO_ENGAGE_URL, and checks the URLs', () => {
    expect(() => loadConfig({ VOYADO_ENGAGE_URL: 'https://x.voyado.com' })).toThrow(
      'VOYADO_ENGAGE_API_KEY: must be set when VOYADO_ENGAGE_URL is',
    );
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'http://mail', MAIL_FROM: 'nobody', VOYADO_ENGAGE_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect((error as ConfigError).message).toContain('MAIL_FROM: must be an email address');
    expect((error as ConfigError).message).toContain('VOYADO_ENGAGE_URL: must be an http(s) URL');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).MAIL_FROM).toBe(
      'Cairn <shop@cairn.example>',
    );
  });
});
