import type { Api, DemoOutboxMail } from '@cairn/api';
import { createLogger, createPurgeBus } from '@cairn/server-kit';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createShopServer } from '../shop-server.ts';
import { demoMailbox } from './demo-mailbox.ts';
import { linkedMailText } from './mail-links.ts';

const origin = 'http://localhost:3000';

const mails: DemoOutboxMail[] = [
  {
    id: 2,
    kind: 'registration',
    to: 'new@example.com',
    subject: 'Confirm your email <b>now</b>',
    body: 'Hello "friend" <script>alert(1)</script>\n\nOpen http://localhost:3000/customer/activate?i=7&id=abc.\nOr https://elsewhere.example/help',
    queuedAt: '2026-11-27T22:10:00.000Z',
    sentAt: null,
  },
  {
    id: 1,
    kind: 'newsletter-confirmation',
    to: 'old@example.com',
    subject: 'Confirm your subscription',
    body: '',
    queuedAt: '2026-11-27T21:00:00.000Z',
    sentAt: '2026-11-27T21:00:05.000Z',
  },
];

/** The mailbox over a stand-in for the API's `/api/demo/outbox`. */
function mailbox() {
  const api = new Hono()
    .get('/api/demo/outbox', (c) => c.json({ mails }))
    .get('/api/demo/outbox/:id', (c) => {
      const mail = mails.find((found) => String(found.id) === c.req.param('id'));
      return mail ? c.json({ mail }) : c.json({ error: 'No such mail' }, 404);
    });
  const app = new Hono().route(
    '/demo',
    demoMailbox({ fetch: async (request) => api.fetch(request), origin }),
  );
  return { app };
}

describe('the demo mailbox', () => {
  it('given mail in the outbox, lists it newest first with links to each mail, never stored', async () => {
    const answer = await mailbox().app.request('/demo/mailbox');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const page = await answer.text();
    expect(page).toContain('<html lang="en-GB">');
    const newer = page.indexOf('href="/demo/mailbox/2"');
    const older = page.indexOf('href="/demo/mailbox/1"');
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    // A subject is text, never markup.
    expect(page).toContain('Confirm your email &lt;b&gt;now&lt;/b&gt;');
    expect(page).not.toContain('<b>now</b>');
  });

  it('given a mail, shows its text escaped with its links working on this host', async () => {
    const page = await (await mailbox().app.request('/demo/mailbox/2')).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain(
      '<a href="/customer/activate?i=7&amp;id=abc">http://localhost:3000/customer/activate?i=7&amp;id=abc</a>.',
    );
    expect(page).toContain('<a href="https://elsewhere.example/help">');
    expect(page).toContain('<dd>new@example.com</dd>');
  });

  it('given a mail SMTP has sent, says the shop kept no copy of its text', async () => {
    const page = await (await mailbox().app.request('/demo/mailbox/1')).text();
    expect(page).toContain("the shop keeps no copy of a sent mail's text");
  });

  it('given an id it does not hold or a malformed one, answers 404', async () => {
    for (const id of ['9', '0', 'abc', '1%3Cscript%3E', '99999999999']) {
      expect((await mailbox().app.request(`/demo/mailbox/${id}`)).status).toBe(404);
    }
  });
});

describe('the shop server', () => {
  /** A shop server whose API holds the outbox above, and whose pages answer 404 by name. */
  function shop(config: { NODE_ENV: 'production'; DEMO: boolean }) {
    const app = new Hono().get('/api/demo/outbox', (c) => c.json({ mails }));
    const purges = createPurgeBus();
    const api = {
      app,
      logger: createLogger({ level: 'silent' }),
      purges,
      missingContents: async () => [],
    } as unknown as Api;
    const render = async () => new Response('<html>the 404 story</html>', { status: 404 });
    return createShopServer({ config, api, render, manifest: { routes: {} } });
  }

  it('given DEMO=1, serves the mailbox at /demo/mailbox', async () => {
    const answer = await shop({ NODE_ENV: 'production', DEMO: true }).request('/demo/mailbox');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('href="/demo/mailbox/2"');
  });

  it('given a production shop without DEMO, has no mailbox: its 404 page answers', async () => {
    const answer = await shop({ NODE_ENV: 'production', DEMO: false }).request('/demo/mailbox');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<html>the 404 story</html>');
  });
});

describe('linkedMailText', () => {
  it('makes only http(s) addresses links, and leaves a sentence’s full stop outside', () => {
    expect(
      String(
        linkedMailText(
          'See https://shop.example/a?b=1&c=2. Or javascript:alert(1)',
          'https://shop.example',
        ),
      ),
    ).toBe(
      'See <a href="/a?b=1&amp;c=2">https://shop.example/a?b=1&amp;c=2</a>. Or javascript:alert(1)',
    );
  });

  it('ends an address at a quote or angle bracket, so no attribute can be broken out of', () => {
    expect(String(linkedMailText('x https://a.example/"onmouseover="y <z>', origin))).toBe(
      'x <a href="https://a.example/">https://a.example/</a>&quot;onmouseover=&quot;y &lt;z&gt;',
    );
  });
});
