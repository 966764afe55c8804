import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  socketFrom,
  testDatabases,
  testPasswordHashing,
  useTestApi,
} from '../../testing/test-api.ts';
import { confirmationLink, Shopper, send, stockedSkus } from '../testing/shopper.ts';
import { createPasswordHasher } from './passwords.ts';

describe.each(testDatabases())('commerce accounts on $name', (database) => {
  const api = useTestApi(database);
  let skus: string[];
  let sequence = 0;
  beforeAll(async () => {
    skus = await stockedSkus(api, 2, 5);
  });

  const freshEmail = (name = 'walker') => `${name}.${Date.now()}.${sequence++}@example.com`;
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  describe('POST /register', () => {
    /** The latest mail of `kind` to `email` in the outbox. */
    const latestMail = async (email: string, kind: string) =>
      (
        await rows<{ subject: string; body: string }>(
          sql`select subject, body from outbox where recipient = ${email} and kind = ${kind} order by id desc limit 1`,
        )
      )[0];

    it('mails a confirmation link; the link makes the account and logs in with a new token', async () => {
      const shopper = new Shopper(api);
      await shopper.get('/selection');
      const guestToken = shopper.token;
      const email = freshEmail();
      const asked = await shopper.post('/register', {
        body: {
          email: email.toUpperCase(),
          password: 'correct horse battery',
          firstName: 'Ada',
          newsletter: true,
        },
      });
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ sent: true, message: expect.stringMatching(/inbox/) });
      // No account until the owner of the mailbox confirms it.
      expect(await rows(sql`select 1 from customers where email = ${email}`)).toEqual([]);
      expect((await shopper.get('/customer')).status).toBe(401);

      const link = await confirmationLink(api, email);
      expect(link?.origin).toBe('http://localhost:3000');
      expect(link?.pathname).toBe('/customer/activate');
      const secret = link?.searchParams.get('id') ?? '';
      // Only a hash of the link's secret is kept.
      expect(
        JSON.stringify(await rows(sql`select * from pending_registrations where email = ${email}`)),
      ).not.toContain(secret);

      const confirmed = await shopper.post('/register/confirm', {
        body: { i: link?.searchParams.get('i'), id: secret, password: 'correct horse battery' },
      });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body).toMatchObject({
        loggedIn: true,
        customer: { customer: expect.any(Number), email, firstName: 'Ada' },
      });
      expect(confirmed.body.customer).not.toHaveProperty('newsletter');
      expect(confirmed.body.token).not.toBe(guestToken);
      expect((await shopper.get('/customer')).body.customer.email).toBe(email);
      // The link works once.
      const again = await new Shopper(api).post('/register/confirm', {
        body: { i: link?.searchParams.get('i'), id: secret, password: 'correct horse battery' },
      });
      expect(again.status).toBe(400);
      expect(again.body.errors.id).toMatch(/invalid, used or expired/);
    });

    it('answers an existing email exactly as a new one, and mails its owner instead', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      const existing = await new Shopper(api).post('/register', {
        body: { email: ` ${email.toUpperCase()} `, password: 'another password' },
      });
      const fresh = await new Shopper(api).post('/register', {
        body: { email: freshEmail(), password: 'another password' },
      });
      expect(existing.status).toBe(202);
      expect(fresh.status).toBe(202);
      const { token: _a, ...existingBody } = existing.body;
      const { token: _b, ...freshBody } = fresh.body;
      expect(existingBody).toEqual(freshBody);
      const notice = await latestMail(email, 'registration-exists');
      expect(notice?.subject).toBe('You already have a Cairn account');
      expect(notice?.body).toContain('http://localhost:3000/customer/reset-password');
      // The owner's password is untouched.
      const login = await new Shopper(api).post(`/login/${email}`, {
        body: { password: 'pass phrase one' },
      });
      expect(login.status).toBe(200);
    });

    it('mails one recipient at most three times a day, answering the same after that', async () => {
      const email = freshEmail();
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push(
          (
            await new Shopper(api).post('/register', {
              body: { email, password: 'pass phrase one' },
            })
          ).status,
        );
      }
      expect(answers).toEqual([202, 202, 202, 202, 202]);
      const [mails] = await rows<{ n: number }>(
        sql`select count(*)::int as n from outbox where recipient = ${email}`,
      );
      expect(mails?.n).toBe(3);
    });

    it('refuses a wrong or expired link with 400', async () => {
      const wrong = await new Shopper(api).post('/register/confirm', {
        body: { i: '7a0e4bd5-4f5c-4f8e-9d2a-0c1e2f3a4b5c', id: 'not-the-secret', password: 'x' },
      });
      expect(wrong.status).toBe(400);
      const email = freshEmail();
      await new Shopper(api).post('/register', { body: { email, password: 'pass phrase one' } });
      const link = await confirmationLink(api, email);
      await api.database.db.execute(
        sql`update pending_registrations set expires_at = now() - interval '1 minute' where id = ${link?.searchParams.get('i') ?? ''}`,
      );
      const expired = await new Shopper(api).post('/register/confirm', {
        body: {
          i: link?.searchParams.get('i'),
          id: link?.searchParams.get('id'),
          password: 'pass phrase one',
        },
      });
      expect(expired.status).toBe(400);
      expect(expired.body.errors.id).toMatch(/invalid, used or expired/);
    });

    describe("account pre-hijacking (a stranger registers the owner's email first)", () => {
      const confirm = (link: URL | undefined, password: string) =>
        new Shopper(api).post('/register/confirm', {
          body: { i: link?.searchParams.get('i'), id: link?.searchParams.get('id'), password },
        });
      const logIn = (email: string, password: string) =>
        new Shopper(api, '192.0.2.77').post(`/login/${email}`, { body: { password } });

      it("makes the owner's account with the owner's password; the stranger's link is void", async () => {
        const email = freshEmail('owner');
        await new Shopper(api, '203.0.113.66').post('/register', {
          body: { email, password: 'stranger password 1' },
        });
        const strangers = await confirmationLink(api, email);
        await new Shopper(api).post('/register', { body: { email, password: 'owner password 1' } });
        const owners = await confirmationLink(api, email);
        expect(owners?.href).not.toBe(strangers?.href);
        // Only the newest request's link works: the older one (the stranger's) is void.
        const older = await confirm(strangers, 'stranger password 1');
        expect(older.status).toBe(400);
        expect(older.body.errors.id).toMatch(
          /invalid, used or expired: only the link in the newest/,
        );
        const made = await confirm(owners, 'owner password 1');
        expect(made.status).toBe(201);
        expect((await logIn(email, 'owner password 1')).status).toBe(200);
        expect((await logIn(email, 'stranger password 1')).status).toBe(401);
      });

      it("will not confirm a stranger's newer request with the owner's click", async () => {
        const email = freshEmail('owner');
        await new Shopper(api).post('/register', { body: { email, password: 'owner password 2' } });
        await new Shopper(api, '203.0.113.67').post('/register', {
          body: { email, password: 'stranger password 2' },
        });
        // The owner opens the newest mail, which is the stranger's, and types their password.
        const newest = await confirmationLink(api, email);
        const refused = await confirm(newest, 'owner password 2');
        expect(refused.status).toBe(400);
        expect(refused.body.errors.password).toMatch(/not the password chosen/);
        expect(await rows(sql`select 1 from customers where email = ${email}`)).toEqual([]);
        // The stranger never sees the link (it went to the owner's inbox); the owner registers again.
        await new Shopper(api).post('/register', { body: { email, password: 'owner password 2' } });
        expect((await confirm(await confirmationLink(api, email), 'owner password 2')).status).toBe(
          201,
        );
        expect((await logIn(email, 'stranger password 2')).status).toBe(401);
      });

      it("never changes an existing account's password: a link for an address that has one answers 409", async () => {
        const email = freshEmail('owner');
        await new Shopper(api, '203.0.113.69').post('/register', {
          body: { email, password: 'stranger password 4' },
        });
        const strangers = await confirmationLink(api, email);
        // The address gets its account another way while that link is still live (here: an
        // account of the owner's moved to it, as the commerce backend or support may do).
        const other = freshEmail('owner');
        await new Shopper(api).register(other, 'owner password 4');
        await api.database.db.execute(
          sql`update customers set email = ${email} where email = ${other}`,
        );
        const refused = await confirm(strangers, 'stranger password 4');
        expect(refused.status).toBe(409);
        expect(refused.body.errors.email).toMatch(/already has an account/);
        expect(refused.body).not.toHaveProperty('customer');
        expect((await logIn(email, 'stranger password 4')).status).toBe(401);
        expect((await logIn(email, 'owner password 4')).status).toBe(200);
      });

      it('counts wrong passwords at confirmation against the per-address limit', async () => {
        const email = freshEmail('owner');
        await new Shopper(api).post('/register', { body: { email, password: 'owner password 3' } });
        const link = await confirmationLink(api, email);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 12; attempt += 1) {
          const answer = await new Shopper(api, '203.0.113.68').post('/register/confirm', {
            body: {
              i: link?.searchParams.get('i'),
              id: link?.searchParams.get('id'),
              password: `guess ${attempt}`,
            },
          });
          statuses.push(answer.status);
        }
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
        expect(statuses.slice(10)).toEqual([429, 429]);
      });
    });

    it('answers what is wrong with each field', async () => {
      const invalid = await new Shopper(api).post('/register', {
        body: { email: 'not-an-email', password: 'short' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({
        email: 'Enter a valid email address',
        password: 'at least 8 characters',
      });
    });

    it('stores a salted scrypt hash, never the password, and never answers it', async () => {
      const [first, second] = [freshEmail(), freshEmail()];
      const a = await new Shopper(api).register(first, 'same password 1');
      await new Shopper(api).register(second, 'same password 1');
      const hashes = await rows<{ password_hash: string }>(
        sql`select password_hash from customers where email in (${first}, ${second})`,
      );
      expect(hashes).toHaveLength(2);
      for (const { password_hash } of hashes) {
        // The tests' lower cost (testPasswordHashing); production's is in passwords.test.ts.
        expect(password_hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
        expect(password_hash).not.toContain('same password 1');
      }
      expect(hashes[0]?.password_hash).not.toBe(hashes[1]?.password_hash);
      expect(JSON.stringify(a.body)).not.toMatch(/scrypt|password/i);
    });
  });

  describe('POST /login/{email}', () => {
    it('logs in with a new token, keeping the guest cart and its country', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      const shopper = new Shopper(api, '192.0.2.10');
      await shopper.post(`/items/${skus[0]}`);
      await shopper.put('/countries/FR');
      const guestToken = shopper.token;
      const answer = await shopper.post(`/login/${encodeURIComponent(email)}`, {
        body: { password: 'pass phrase one' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ loggedIn: true, customer: { email } });
      expect(answer.body.token).not.toBe(guestToken);
      const cart = await shopper.get('/selection');
      expect(cart.body.location.country).toBe('FR');
      expect(cart.body.selection.items.map((item: { sku: string }) => item.sku)).toEqual([skus[0]]);
      // The guest token no longer names the session.
      const old = await send(api, 'GET', '/commerce/customer', {
        headers: { 'API-Token': guestToken ?? '' },
      });
      expect(old.status).toBe(401);
    });

    it('answers 401 with loggedIn false for a wrong password or an unknown email', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      const shopper = new Shopper(api, '192.0.2.11');
      const wrong = await shopper.post(`/login/${email}`, { body: { password: 'nope nope' } });
      const unknown = await shopper.post(`/login/${freshEmail('nobody')}`, {
        body: { password: 'nope nope' },
      });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body.loggedIn).toBe(false);
      }
      expect(wrong.body.errors).toEqual(unknown.body.errors);
    });

    it('locks only the (account, address) pair after 5 failures: the owner elsewhere still logs in', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      const attacker = '198.51.100.7';
      const answers: number[] = [];
      for (let attempt = 1; attempt <= 25; attempt += 1) {
        const answer = await new Shopper(api, attacker).post(`/login/${email}`, {
          body: { password: `guess ${attempt}` },
        });
        answers.push(answer.status);
      }
      expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(answers.slice(5))).toEqual(new Set([429]));
      // Even the right password waits on the attacker's address, with Retry-After.
      const blocked = await send(api, 'POST', `/commerce/login/${email}`, {
        body: { password: 'pass phrase one' },
        address: attacker,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatch(/too many attempts/i);
      // The owner, at home on another address, is not locked out.
      const owner = await new Shopper(api, '192.0.2.200').post(`/login/${email}`, {
        body: { password: 'pass phrase one' },
      });
      expect(owner.status).toBe(200);
      expect(owner.body.loggedIn).toBe(true);
    });

    it('keeps the counts in the database, so every replica sees the same attempts', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await new Shopper(api, '198.51.100.8').post(`/login/${email}`, {
          body: { password: 'guess' },
        });
      }
      const stored = await rows<{ key: string; points: number }>(
        sql`select key, points from rate_limits where key like 'loginFailuresPerAccountAddress:%'`,
      );
      expect(stored.some((row) => row.points >= 5)).toBe(true);
      // No email or address is stored in the clear.
      expect(JSON.stringify(stored)).not.toContain(email);
      expect(JSON.stringify(stored)).not.toContain('198.51.100.8');
      // Once the lock has run out (moved into the past here), the right password works.
      await api.database.db.execute(
        sql`update rate_limits set expire = now() - interval '1 second' where key like 'loginFailuresPerAccountAddress:%'`,
      );
      const later = await new Shopper(api, '198.51.100.8').post(`/login/${email}`, {
        body: { password: 'pass phrase one' },
      });
      expect(later.status).toBe(200);
    });

    it('refuses an address after 30 failures in an hour, whatever the accounts', async () => {
      const address = '203.0.113.77';
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        const answer = await new Shopper(api, address).post(`/login/${freshEmail('spray')}`, {
          body: { password: 'guess' },
        });
        expect(answer.status, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await new Shopper(api, address).post(`/login/${freshEmail('spray')}`, {
        body: { password: 'guess' },
      });
      expect(blocked.status).toBe(429);
      const elsewhere = await new Shopper(api, '203.0.113.78').post(
        `/login/${freshEmail('spray')}`,
        { body: { password: 'guess' } },
      );
      expect(elsewhere.status).toBe(401);
    });

    it('takes the address from the socket: a forged X-Forwarded-For does not reset the count', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        const answer = await send(api, 'POST', `/commerce/login/${email}`, {
          body: { password: 'guess' },
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
          address: '198.51.100.9',
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it('upgrades a hash made at older scrypt parameters when its owner logs in', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email, 'pass phrase one');
      const old = createPasswordHasher({ logN: 4 });
      await api.database.db.execute(
        sql`update customers set password_hash = ${await old.hash('pass phrase one')} where email = ${email}`,
      );
      const login = await new Shopper(api).post(`/login/${email}`, {
        body: { password: 'pass phrase one' },
      });
      expect(login.status).toBe(200);
      const [row] = await rows<{ password_hash: string }>(
        sql`select password_hash from customers where email = ${email}`,
      );
      expect(row?.password_hash).toMatch(
        new RegExp(`^scrypt\\$${testPasswordHashing.logN}\\$8\\$1\\$`),
      );
    });
  });

  describe('POST /logout', () => {
    it('ends the session: the token reads no customer and no cart any more', async () => {
      const shopper = new Shopper(api);
      await shopper.register(freshEmail());
      await shopper.post(`/items/${skus[0]}`);
      const token = shopper.token ?? '';
      const answer = await shopper.post('/logout');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ token: 'none', loggedIn: false });
      expect(answer.token).toBe('none');
      const headers = { 'API-Token': token };
      expect((await send(api, 'GET', '/commerce/customer', { headers })).status).toBe(401);
      const cart = await send(api, 'GET', '/commerce/selection', { headers });
      expect(cart.body.token).not.toBe(token);
      expect(cart.body.selection.items).toEqual([]);
    });
  });

  describe('GET /customer and PUT /customer/update', () => {
    it('answers 401 to a guest', async () => {
      const answer = await new Shopper(api).get('/customer');
      expect(answer.status).toBe(401);
      expect(answer.body.loggedIn).toBe(false);
    });

    it('updates the profile but not the email', async () => {
      const shopper = new Shopper(api);
      const email = freshEmail();
      await shopper.register(email);
      const answer = await shopper.put('/customer/update', {
        body: {
          firstName: 'Grace',
          lastName: 'Hopper',
          phoneNumber: '+44 1234 567890',
          birthdate: '1990-12-09',
          address: { address1: '2 Fell Road', city: 'Ambleside', country: 'gb' },
          email: 'someone.else@example.com',
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.customer).toMatchObject({
        email,
        firstName: 'Grace',
        lastName: 'Hopper',
        birthdate: '1990-12-09',
        address: { address1: '2 Fell Road', city: 'Ambleside', country: 'GB' },
      });
      const bad = await shopper.put('/customer/update', { body: { birthdate: '09/12/1990' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.birthdate).toBeDefined();
    });
  });

  describe('PUT /password', () => {
    it('needs the current and the new password', async () => {
      const shopper = new Shopper(api);
      await shopper.register(freshEmail(), 'pass phrase one');
      const missing = await shopper.put('/password', { body: { password: 'pass phrase one' } });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.newPassword).toBeDefined();
      const wrong = await shopper.put('/password', {
        body: { password: 'not it at all', newPassword: 'pass phrase two' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ password: 'The current password is wrong' });
    });

    it('changes it and ends the account’s other sessions', async () => {
      const email = freshEmail();
      const shopper = new Shopper(api);
      await shopper.register(email, 'pass phrase one');
      const elsewhere = new Shopper(api, '192.0.2.50');
      await elsewhere.post(`/login/${email}`, { body: { password: 'pass phrase one' } });
      const changed = await shopper.put('/password', {
        body: { password: 'pass phrase one', newPassword: 'pass phrase two' },
      });
      expect(changed.status).toBe(200);
      expect((await shopper.get('/customer')).status).toBe(200);
      expect((await elsewhere.get('/customer')).status).toBe(401);
      const old = await new Shopper(api, '192.0.2.51').post(`/login/${email}`, {
        body: { password: 'pass phrase one' },
      });
      expect(old.status).toBe(401);
      const fresh = await new Shopper(api, '192.0.2.52').post(`/login/${email}`, {
        body: { password: 'pass phrase two' },
      });
      expect(fresh.status).toBe(200);
    });
  });

  describe('password reset', () => {
    /** The link of the latest reset mail, waiting a little: the mail is written after the answer. */
    const latestReset = async (email: string) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const [mail] = await rows<{ id: number; body: string }>(
          sql`select id, body from outbox where recipient = ${email} and kind = 'password-reset' order by id desc limit 1`,
        );
        const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
        if (link) return new URL(link);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return undefined;
    };

    it('answers the same whether or not the email has an account', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email);
      const known = await new Shopper(api).post('/password-reset-email', {
        body: { email, linkUri: '/customer/reset-password' },
      });
      const unknown = await new Shopper(api).post('/password-reset-email', {
        body: { email: freshEmail('ghost'), linkUri: '/customer/reset-password' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const { token: _a, ...knownBody } = known.body;
      const { token: _b, ...unknownBody } = unknown.body;
      expect(knownBody).toEqual(unknownBody);
      expect(await latestReset(email)).toBeDefined();
    });

    it('mails a single-use link on this site; only a hash of its secret is stored', async () => {
      const email = freshEmail();
      const owner = new Shopper(api);
      await owner.register(email, 'pass phrase one');
      await new Shopper(api).post('/password-reset-email', {
        body: { email, linkUri: '/customer/reset-password' },
      });
      const link = await latestReset(email);
      expect(link?.pathname).toBe('/customer/reset-password');
      expect(link?.origin).toBe('http://localhost:3000');
      const i = link?.searchParams.get('i') ?? '';
      const id = link?.searchParams.get('id') ?? '';
      const stored = await rows<{ token_hash: string }>(
        sql`select token_hash from password_resets where id = ${i}`,
      );
      expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]?.token_hash).not.toContain(id);

      const reset = await new Shopper(api).post('/password-reset', {
        body: { i, id, newPassword: 'pass phrase new' },
      });
      expect(reset.status).toBe(200);
      const reused = await new Shopper(api).post('/password-reset', {
        body: { i, id, newPassword: 'pass phrase newer' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.errors.id).toMatch(/invalid, used or expired/);
      // The owner's sessions ended; the new password works.
      expect((await owner.get('/customer')).status).toBe(401);
      const login = await new Shopper(api, '192.0.2.60').post(`/login/${email}`, {
        body: { password: 'pass phrase new' },
      });
      expect(login.status).toBe(200);
    });

    it('refuses an expired link, a wrong secret and a link to another host', async () => {
      const email = freshEmail();
      await new Shopper(api).register(email);
      await new Shopper(api).post('/password-reset-email', { body: { email } });
      const link = await latestReset(email);
      const i = link?.searchParams.get('i') ?? '';
      const id = link?.searchParams.get('id') ?? '';
      const wrong = await new Shopper(api).post('/password-reset', {
        body: { i, id: `${id}x`, newPassword: 'pass phrase new' },
      });
      expect(wrong.status).toBe(400);
      await api.database.db.execute(
        sql`update password_resets set expires_at = now() - interval '1 minute' where id = ${i}`,
      );
      const expired = await new Shopper(api).post('/password-reset', {
        body: { i, id, newPassword: 'pass phrase new' },
      });
      expect(expired.status).toBe(400);
      for (const linkUri of ['//evil.example/reset', 'https://evil.example/', '/\\evil.example']) {
        const answer = await new Shopper(api).post('/password-reset-email', {
          body: { email, linkUri },
        });
        expect(answer.status, linkUri).toBe(400);
      }
    });
  });

  describe('brute force from many addresses', () => {
    const guess = (email: string, address: string, password: string, device?: string) =>
      new Shopper(api, address).post(`/login/${email}`, {
        body: { password, ...(device ? { device } : {}) },
      });
    const strangers = Array.from({ length: 26 }, (_, index) => `203.0.113.${100 + index}`);

    /** 104 wrong passwords, 4 from each of 26 addresses (under each address's own limit). */
    async function distributedGuesses(email: string) {
      const statuses: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const address of strangers) {
          statuses.push((await guess(email, address, `guess ${round} ${address}`)).status);
        }
      }
      return {
        checked: statuses.filter((status) => status === 401).length,
        refused: statuses.filter((status) => status === 429).length,
      };
    }

    it("checks at most 50 of 104 wrong passwords from 26 addresses; the owner's known browser still logs in", async () => {
      const email = freshEmail('target');
      const owner = await new Shopper(api, '192.0.2.90').register(email, 'pass phrase one');
      const device = owner.body.device as string;
      expect(device).toMatch(/^[0-9a-f-]{36}\./);
      const figures = await distributedGuesses(email);
      console.info(`distributed brute force: ${JSON.stringify(figures)} of 104`);
      expect(figures.checked).toBeLessThanOrEqual(50);
      expect(figures.checked + figures.refused).toBe(104);
      // A new browser, the owner's or anyone's, waits, and is told how to get in now.
      const blocked = await guess(email, '192.0.2.91', 'pass phrase one');
      expect(blocked.status).toBe(429);
      expect(blocked.body.errors.login).toMatch(/reset your password/);
      const raw = await api.app.request(
        `/commerce/login/${email}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'API-Token': 'none' },
          body: JSON.stringify({ password: 'pass phrase one' }),
        },
        socketFrom('192.0.2.97'),
      );
      expect(raw.status).toBe(429);
      expect(raw.headers.get('retry-after')).toMatch(/^\d+$/);
      // The owner's own browser is not locked out (it can be on any address).
      const fromHome = await guess(email, '192.0.2.92', 'pass phrase one', device);
      expect(fromHome.status).toBe(200);
      expect(fromHome.body.device).toBe(device);
      // Another account's device token does not pass this account's limit.
      const other = freshEmail('other');
      const otherDevice = (await new Shopper(api).register(other, 'pass phrase two')).body.device;
      expect((await guess(email, '192.0.2.93', 'pass phrase one', otherDevice)).status).toBe(429);
    });

    it('answers an email without an account alike, so the limit tells nothing', async () => {
      const nobody = freshEmail('nobody');
      const figures = await distributedGuesses(nobody);
      expect(figures.checked).toBeLessThanOrEqual(50);
      const blocked = await guess(nobody, '192.0.2.94', 'x');
      expect(blocked.status).toBe(429);
      expect(blocked.body.errors.login).toMatch(/reset your password/);
    });

    it('gives a known browser a bound of its own: its token is no key to unlimited guesses', async () => {
      const email = freshEmail('device');
      const device = (await new Shopper(api).register(email, 'pass phrase one')).body.device;
      const fromDevice = await Promise.all(
        strangers
          .slice(0, 5)
          .map((address, index) => guess(email, address, `wrong ${index}`, device)),
      );
      expect(fromDevice.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
      // The sixth from that browser waits, right password or not, whatever its address.
      const sixth = await api.app.request(
        `/commerce/login/${email}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'API-Token': 'none' },
          body: JSON.stringify({ password: 'pass phrase one', device }),
        },
        socketFrom('192.0.2.98'),
      );
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
      // Those guesses did not count against the account: a new browser with the password logs in.
      expect((await guess(email, '192.0.2.99', 'pass phrase one')).status).toBe(200);
    });

    it('lets the owner in on a new browser through the mailed reset link', async () => {
      const email = freshEmail('target');
      await new Shopper(api).register(email, 'pass phrase one');
      await distributedGuesses(email);
      const browser = '192.0.2.95';
      await new Shopper(api, browser).post('/password-reset-email', {
        body: { email, linkUri: '/customer/reset-password' },
      });
      let link: URL | undefined;
      for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
        const [mail] = await rows<{ body: string }>(
          sql`select body from outbox where recipient = ${email} and kind = 'password-reset' order by id desc limit 1`,
        );
        const found = mail?.body.match(/https?:\/\/\S+/)?.[0];
        if (found) link = new URL(found);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const reset = await new Shopper(api, browser).post('/password-reset', {
        body: {
          i: link?.searchParams.get('i'),
          id: link?.searchParams.get('id'),
          newPassword: 'pass phrase reset',
        },
      });
      expect(reset.status).toBe(200);
      const login = await guess(email, browser, 'pass phrase reset', reset.body.device);
      expect(login.status).toBe(200);
    });

    it('keeps at most 10 known browsers per account and purges long-unused ones', async () => {
      const email = freshEmail('many');
      await new Shopper(api).register(email, 'pass phrase one');
      for (let login = 0; login < 12; login += 1) {
        expect((await guess(email, '192.0.2.96', 'pass phrase one')).status).toBe(200);
      }
      const count = async () =>
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from known_devices where customer_id = (select id from customers where email = ${email})`,
          )
        )[0]?.n;
      expect(await count()).toBe(10);
      await api.database.db.execute(
        sql`update known_devices set last_used_at = now() - interval '91 days' where customer_id = (select id from customers where email = ${email})`,
      );
      const { purgeExpired } = await import('../../maintenance/purge.ts');
      expect((await purgeExpired(api.database.db)).knownDevices).toBeGreaterThanOrEqual(10);
      expect(await count()).toBe(0);
    });
  });
});
