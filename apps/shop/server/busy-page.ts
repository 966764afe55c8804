import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

const busyText = 'The shop is very busy right now. Please try again in a few seconds.';

// Self-contained (no stylesheet or script to fetch from a server that is already busy), in
// the design system's colours and type.
const busyHtml = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Busy right now | Cairn</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1c1b;background:#f3f2ee;line-height:1.5}
main{max-width:32rem;margin:15vh auto 0;padding:2rem 1.5rem;background:#fff;border-radius:4px}
h1{margin-top:0;font-size:1.5rem}
a{color:#1f4d3a;font-weight:600}
</style>
</head>
<body>
<main>
<p>Cairn</p>
<h1>We are very busy right now</h1>
<p>So many people are shopping at once that we could not get this page ready. Please try again in a few seconds: your bag and your account are just as you left them.</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;

/**
 * The answer to a page request turned away because too many renders are waiting: 503 with a
 * short page for browsers, a sentence for anything else (API clients, curl, monitors). The
 * caller sets `Retry-After` and `Cache-Control` on the context first (see `takeTurns`).
 */
export function busyPage(c: Context): Response {
  const type = accepts(c, {
    header: 'Accept',
    supports: ['text/html', 'text/plain'],
    default: 'text/plain',
  });
  return type === 'text/html' ? c.html(busyHtml, 503) : c.text(busyText, 503);
}
