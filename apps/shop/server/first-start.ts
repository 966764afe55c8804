import type { MissingPart } from '@cairn/server-kit';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';

export type FirstStartOptions = {
  /** Asks the API what the shop lacks (`GET /api/shop-contents`); `[]` when nothing. */
  missing: () => Promise<MissingPart[]>;
  /** Seconds between checks while something is missing (5). */
  recheckSeconds?: number;
  /** Purges (an import, a content publish) make the next request check at once. */
  subscribe?: (listener: () => void) => void;
  /** Why a check failed; the page is then rendered as usual. */
  warn?: (message: string) => void;
  now?: () => number;
};

const emptyText =
  'This shop has no catalogue or content yet. It opens as soon as they are in place; please try again later.';

// Self-contained like the busy page: nothing else of the shop can be drawn yet.
function emptyHtml(missing: readonly MissingPart[]): string {
  const lacks = missing
    .map((part) => (part === 'catalogue' ? 'a catalogue of products' : 'its content'))
    .join(' and ');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Opening soon | Cairn</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1c1b;background:#f3f2ee;line-height:1.5}
main{max-width:32rem;margin:15vh auto 0;padding:2rem 1.5rem;background:#fff;border-radius:4px}
h1{margin-top:0;font-size:1.5rem}
</style>
</head>
<body>
<main>
<p>Cairn</p>
<h1>This shop has no catalogue or content yet</h1>
<p>It still needs ${lacks}. It opens by itself once they are in place: please try again later.</p>
<p>Running this shop? The server's log says at start what is missing and how to add it.</p>
</main>
</body>
</html>
`;
}

/**
 * A shop started on an empty database (a retailer before its first import) answers every page
 * with 503, `Retry-After` and a page saying it has no catalogue or content yet, instead of a
 * 500 per page. Asks the API at most every `recheckSeconds` (and at once after a purge) while
 * something is missing, and never again once nothing is: no restart is needed, and a stocked
 * shop pays nothing per request.
 */
export function firstStart(options: FirstStartOptions): MiddlewareHandler {
  const recheckMs = (options.recheckSeconds ?? 5) * 1000;
  const now = options.now ?? (() => performance.now());
  const warn = options.warn ?? console.warn;
  let missing: MissingPart[] = [];
  // Settled once nothing is missing: from then on no request asks again.
  let settled = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<MissingPart[]> | undefined;
  options.subscribe?.(() => {
    checkedAt = Number.NEGATIVE_INFINITY;
  });

  function current(): Promise<MissingPart[]> {
    if (settled || now() - checkedAt < recheckMs) return Promise.resolve(missing);
    checking ??= options
      .missing()
      .then((parts) => {
        missing = parts;
        settled = parts.length === 0;
        return parts;
      })
      .catch((error: unknown) => {
        // The API not answering is its own story (the pages' own 503s): pages render as
        // usual, and the next check comes after `recheckSeconds`.
        warn(`Could not tell whether the shop has a catalogue and content: ${String(error)}`);
        missing = [];
        return missing;
      })
      .finally(() => {
        checkedAt = now();
        checking = undefined;
      });
    return checking;
  }

  return async function firstStartGuard(c: Context, next) {
    const parts = await current();
    if (parts.length === 0) return next();
    // An import takes a minute or so; a browser or crawler asking sooner learns nothing new.
    c.header('Retry-After', '30');
    c.header('Cache-Control', 'no-store');
    const type = accepts(c, {
      header: 'Accept',
      supports: ['text/html', 'text/plain'],
      default: 'text/plain',
    });
    return type === 'text/html' ? c.html(emptyHtml(parts), 503) : c.text(emptyText, 503);
  };
}
