import { html } from 'hono/html';

/** Escaped HTML, as hono's `html` template makes it. */
export type Markup = ReturnType<typeof html>;

/** http(s) addresses in a plain-text mail, up to the next space or angle bracket. */
const address = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than an address ("Open https://…/activate."). */
const trailing = /[.,;:!?)\]}'’]+$/;

/**
 * A plain-text mail body as HTML: every character escaped, and each http(s) address a link.
 * An address on the shop's own origin links by its path, so it opens on whichever host the
 * visitor reached the shop by (localhost or 127.0.0.1); any other stays as it was written.
 *
 * @example linkedMailText('Open https://shop.example/a?b=1&c=2.', 'https://shop.example')
 * // 'Open <a href="/a?b=1&amp;c=2">https://shop.example/a?b=1&amp;c=2</a>.'
 */
export function linkedMailText(body: string, shopOrigin: string): Markup {
  const parts: (string | Markup)[] = [];
  let from = 0;
  for (const match of body.matchAll(address)) {
    const found = match[0].replace(trailing, '');
    const url = URL.canParse(found) ? new URL(found) : undefined;
    if (!url) continue;
    parts.push(body.slice(from, match.index));
    const href = url.origin === shopOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
    parts.push(html`<a href="${href}">${found}</a>`);
    from = match.index + found.length;
  }
  parts.push(body.slice(from));
  return html`${parts}`;
}
