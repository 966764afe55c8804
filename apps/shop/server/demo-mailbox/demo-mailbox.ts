import type { Fetch } from '@cairn/commerce-client';
import { type Answer, parseAnswer } from '@cairn/commerce-client/contract';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { linkedMailText, type Markup } from './mail-links.ts';

export type DemoMailboxOptions = {
  /** Calls the API (in-process or at API_URL), whose `/api/demo/outbox` this page shows. */
  fetch: Fetch;
  /** The shop's public origin: links to it in a mail open on the host the visitor uses. */
  origin: string;
};

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/**
 * The demo's mailbox, mounted at `/demo` by the shop server in a demo only (never a route of
 * the app, so no build has it and any other shop answers `/demo/mailbox` with its 404 page):
 * `GET /demo/mailbox` lists the mail the shop queued, newest first, and
 * `GET /demo/mailbox/:id` shows one, its links working. Without SMTP_URL a newcomer's
 * confirmation link is nowhere else but the log. Plain server HTML, no script: a mail's text is
 * escaped and its addresses made links (mails are plain text; no mail HTML is ever rendered).
 */
export function demoMailbox({ fetch, origin }: DemoMailboxOptions) {
  const api = async <Name extends 'demoOutbox' | 'demoOutboxMail'>(
    path: string,
    answer: Name,
  ): Promise<Answer<Name> | undefined> => {
    const response = await fetch(new Request(new URL(path, origin)));
    if (response.status === 404 || response.status === 400) return undefined;
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return parseAnswer(answer, await response.json(), `GET ${path}`);
  };
  const page = (c: Context, title: string, body: Markup, status: 200 | 404 = 200) => {
    // Bodies hold live activation and reset links: never kept, never indexed.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(layout(title, body), status);
  };

  return new Hono()
    .get('/mailbox', async (c) => {
      const answer = await api('/api/demo/outbox', 'demoOutbox');
      const mails = answer?.mails ?? [];
      return page(
        c,
        'Demo mailbox',
        html`<h1>Demo mailbox</h1>
          <p>
            Every mail the demo shop has sent, to any address, newest first: this demo has no mail
            server, so registration and password-reset links arrive here.
            <a href="/demo/mailbox">Refresh</a> after asking for one.
          </p>
          ${
            mails.length === 0
              ? html`<p>No mail yet. Create an account on the <a href="/login">login page</a> and its confirmation link arrives here.</p>`
              : html`<ol class="mails" aria-label="Mails, newest first">
                ${mails.map(
                  (mail) =>
                    html`<li>
                      <a href="/demo/mailbox/${mail.id}">${mail.subject}</a>
                      <span>to ${mail.to}, ${timeOf(mail.queuedAt)}</span>
                    </li>`,
                )}
              </ol>`
          }`,
      );
    })
    .get('/mailbox/:id', async (c) => {
      const id = c.req.param('id');
      const answer = /^[1-9]\d{0,9}$/.test(id)
        ? await api(`/api/demo/outbox/${id}`, 'demoOutboxMail')
        : undefined;
      if (!answer) {
        return page(
          c,
          'No such mail',
          html`<h1>No such mail</h1><p><a href="/demo/mailbox">Back to the mailbox</a></p>`,
          404,
        );
      }
      const { mail } = answer;
      return page(
        c,
        `${mail.subject} (demo mailbox)`,
        html`<p><a href="/demo/mailbox">Back to the mailbox</a></p>
          <article aria-labelledby="subject">
            <h1 id="subject">${mail.subject}</h1>
            <dl>
              <dt>To</dt><dd>${mail.to}</dd>
              <dt>Queued</dt><dd>${timeOf(mail.queuedAt)}</dd>
              ${mail.sentAt ? html`<dt>Sent</dt><dd>${timeOf(mail.sentAt)}</dd>` : ''}
            </dl>
            ${
              mail.body
                ? html`<div class="body">${linkedMailText(mail.body, origin)}</div>`
                : html`<p>Sent by the mail server; the shop keeps no copy of a sent mail's text.</p>`
            }
          </article>`,
      );
    });
}

function timeOf(iso: string) {
  return html`<time datetime="${iso}">${when.format(new Date(iso))}</time>`;
}

function layout(title: string, main: Markup) {
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Cairn demo</title>
<style>
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1b1b1b;background:#fff}
header,main{max-width:48rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #d4d4d4}
a{color:#0b4f8a}
.mails{padding-left:1.5rem}.mails li{margin:.5rem 0}.mails span{display:block;color:#4a4a4a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.body{white-space:pre-wrap;overflow-wrap:anywhere;border:1px solid #d4d4d4;padding:1rem;font-family:ui-monospace,monospace}
</style>
</head>
<body>
<header><a href="/">Cairn</a> · demo shop</header>
<main>${main}</main>
</body>
</html>`;
}
