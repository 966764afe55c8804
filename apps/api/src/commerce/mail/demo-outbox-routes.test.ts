import { loadConfig } from '@cairn/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../../app.ts';
import { createMailer } from './mailer.ts';

async function apiWith(env: Record<string, string>): Promise<Api> {
  return createApi({
    config: loadConfig({ LOG_LEVEL: 'warn', ...env }),
    database: { memory: true },
  });
}

describe('the demo outbox', () => {
  let demo: Api;
  beforeAll(async () => {
    demo = await apiWith({ NODE_ENV: 'production', DEMO: '1' });
    const mailer = createMailer({ db: demo.database.db, log: () => {} });
    const db = demo.database.db;
    await mailer.queue(db, { kind: 'first', to: 'a@example.com', subject: 'First', body: 'one' });
    await mailer.queue(db, {
      kind: 'registration',
      to: 'b@example.com',
      subject: 'Confirm your email',
      body: 'Open http://localhost:3000/customer/activate?i=1&id=x <script>',
    });
  });
  afterAll(() => demo?.close());

  it('given a demo, lists the queued mails newest first, never to be stored', async () => {
    const answer = await demo.app.request('/api/demo/outbox');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { mails } = (await answer.json()) as { mails: { subject: string; sentAt: unknown }[] };
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your email', 'First']);
    expect(mails[0]).toMatchObject({
      kind: 'registration',
      to: 'b@example.com',
      body: 'Open http://localhost:3000/customer/activate?i=1&id=x <script>',
      sentAt: null,
    });
  });

  it('given a demo, answers one mail by its id, and 404 for an id it does not hold', async () => {
    const { mails } = (await (await demo.app.request('/api/demo/outbox')).json()) as {
      mails: { id: number }[];
    };
    const id = mails[1]?.id;
    const one = await demo.app.request(`/api/demo/outbox/${id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ mail: { id, subject: 'First', body: 'one' } });
    expect((await demo.app.request('/api/demo/outbox/999999')).status).toBe(404);
    expect((await demo.app.request('/api/demo/outbox/0')).status).toBe(400);
    expect((await demo.app.request('/api/demo/outbox/1e3')).status).toBe(400);
    expect((await demo.app.request('/api/demo/outbox/99999999999')).status).toBe(400);
  });

  it('given a production start without DEMO, is not there: 404', async () => {
    const shop = await apiWith({ NODE_ENV: 'production', DEMO: '0' });
    try {
      expect((await shop.app.request('/api/demo/outbox')).status).toBe(404);
      expect((await shop.app.request('/api/demo/outbox/1')).status).toBe(404);
      expect(shop.app.routes.some((route) => route.path.startsWith('/api/demo'))).toBe(false);
    } finally {
      await shop.close();
    }
  });
});
