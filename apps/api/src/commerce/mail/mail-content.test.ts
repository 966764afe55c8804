import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { personNameMessage } from '../../http/text.ts';
import { testDatabases, useTestApi } from '../../testing/test-api.ts';
import { nextAddress, Shopper, send, stockedSkus, testAddress } from '../testing/shopper.ts';

/**
 * Security review round two, finding 4: the shop's mail is not a channel for a stranger's
 * text. Every mail a request can cause is sent with hostile names and fields: name fields
 * refuse them at the edge (400, `personName()`), the mail to an address that has proven
 * nothing carries no name at all, and the outbox holds none of the stranger's words.
 */
const hostile = 'Your account is locked, unlock it at https://evil.example/unlock';
const hostileLines = 'Ada\nYour account is locked: https://evil.example/unlock';

describe.each(testDatabases())('mail content on $name', (database) => {
  const api = useTestApi(database);
  let skus: string[];
  beforeAll(async () => {
    skus = await stockedSkus(api, 1, 5);
  });
  let sequence = 0;
  const freshEmail = () => `mail.${Date.now()}.${sequence++}@example.com`;
  const mailTo = async (email: string, kind: string) => {
    const { rows } = (await api.database.db.execute(
      sql`select body from outbox where recipient = ${email} and kind = ${kind} order by id desc limit 1`,
    )) as unknown as { rows: { body: string }[] };
    return rows[0]?.body ?? '';
  };
  const clean = (body: string) => {
    expect(body).not.toBe('');
    expect(body).not.toMatch(/evil\.example|locked/);
  };

  it('registration: a name with a link or a line break is refused; the confirmation carries no name at all', async () => {
    for (const firstName of [hostile, hostileLines]) {
      const email = freshEmail();
      const refused = await new Shopper(api).post('/register', {
        body: { email, password: 'pass phrase one', firstName },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ firstName: personNameMessage });
      expect(await mailTo(email, 'registration')).toBe('');
    }
    const email = freshEmail();
    const asked = await new Shopper(api).post('/register', {
      body: { email, password: 'pass phrase one', firstName: 'Ada' },
    });
    expect(asked.status).toBe(202);
    const body = await mailTo(email, 'registration');
    clean(body);
    expect(body).not.toContain('Ada');
    expect(body.split('\n')[0]).toBe('Hello,');
  });

  it("newsletter: the confirmation to an unproven address holds only the shop's words and its link", async () => {
    const email = freshEmail();
    const asked = await send(api, 'POST', '/api/voyado-engage/newsletter-signup', {
      address: nextAddress(),
      body: { email, firstName: hostile },
    });
    expect(asked.status).toBe(202);
    const body = await mailTo(email, 'newsletter-confirmation');
    clean(body);
    expect(body.split('\n')[0]).toBe('Hello,');
    expect(body.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/newsletter\/confirm\?i=/),
    ]);
  });

  it('appointments: the booking mail to any address carries neither name nor notes', async () => {
    const { body: slots } = await send(
      api,
      'GET',
      '/api/appointments/slots?store=bristol&service=Ski%20boot%20fitting',
    );
    const slot = slots.days.flatMap((day: { slots: { startsAt: string }[] }) => day.slots)[0];
    const email = freshEmail();
    const booking = { store: 'bristol', service: 'Ski boot fitting', startsAt: slot.startsAt };
    const refused = await send(api, 'POST', '/api/appointments', {
      address: nextAddress(),
      body: { ...booking, name: hostile, email },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(personNameMessage);
    const booked = await send(api, 'POST', '/api/appointments', {
      address: nextAddress(),
      body: { ...booking, name: 'Ada Lovelace', email, notes: hostileLines },
    });
    expect(booked.status).toBe(201);
    const body = await mailTo(email, 'appointment-confirmation');
    clean(body);
    expect(body).not.toContain('Ada');
    expect(body.split('\n')[0]).toBe('Hello,');
  });

  it("orders: a guest's confirmation carries no name or address lines; a customer's own address gets a plain name", async () => {
    const guestEmail = freshEmail();
    const guest = new Shopper(api);
    const hostileAddress = {
      ...testAddress,
      email: guestEmail,
      address1: hostile,
      address2: hostile,
      city: 'https://evil.example',
    };
    for (const name of [{ firstName: hostile }, { lastName: hostileLines }]) {
      const refused = await guest.checkout([skus[0] as string], {
        address: { ...hostileAddress, ...name },
      });
      expect(refused.status).toBe(400);
      expect(Object.values(refused.body.errors)).toEqual([personNameMessage]);
    }
    const paid = await guest.pay({ address: hostileAddress });
    expect(paid.status).toBe(201);
    const guestMail = await mailTo(guestEmail, 'order-confirmation');
    clean(guestMail);
    expect(guestMail).not.toContain(testAddress.firstName);
    expect(guestMail).not.toContain(testAddress.zipCode);

    const email = freshEmail();
    const customer = new Shopper(api);
    await customer.register(email, 'pass phrase one');
    expect(
      (await customer.checkout([skus[0] as string], { address: { ...testAddress, email } })).status,
    ).toBe(201);
    expect((await mailTo(email, 'order-confirmation')).split('\n')[0]).toBe(
      `Thank you, ${testAddress.firstName}: we have your order ${(await customer.get('/receipt')).body.order.order}.`,
    );
  });

  it("password reset: an account's stored name reaches its own mail only when it is a plain name", async () => {
    const email = freshEmail();
    const owner = new Shopper(api);
    await owner.register(email, 'pass phrase one');
    const refused = await owner.put('/customer/update', { body: { firstName: hostile } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ firstName: personNameMessage });
    // A name stored before the edge refused such names: the mail checks it again.
    await api.database.db.execute(
      sql`update customers set first_name = ${hostile} where email = ${email}`,
    );
    const resetMail = async () => {
      await api.database.db.execute(sql`delete from outbox where recipient = ${email}`);
      await new Shopper(api).post('/password-reset-email', {
        body: { email, linkUri: '/customer/reset-password' },
      });
      let body = '';
      for (let attempt = 0; attempt < 50 && !body; attempt += 1) {
        body = await mailTo(email, 'password-reset');
        if (!body) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return body;
    };
    const body = await resetMail();
    clean(body);
    expect(body.split('\n')[0]).toBe('Hello,');
    // The owner's own plain name, typed while logged in, greets them.
    expect((await owner.put('/customer/update', { body: { firstName: 'Zoë' } })).status).toBe(200);
    expect((await resetMail()).split('\n')[0]).toBe('Hello Zoë,');
  });
});
