import { readFile } from 'node:fs/promises';

/**
 * Reads a list of known routes from a file or URL. Accepted: a JSON array of paths (or of
 * `{ path }`), a sitemap (`<loc>` elements), or plain text with one path per line and `#`
 * comments. Absolute URLs are reduced to their path.
 */
export async function loadKnownRoutes(location: string): Promise<string[]> {
  const text = /^https?:\/\//i.test(location)
    ? await fetchText(location)
    : await readFile(location, 'utf8');
  return parseRouteList(text);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'application/json, text/plain, */*' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export function parseRouteList(text: string): string[] {
  const trimmed = text.trim();
  let items: string[];
  if (trimmed.startsWith('[')) {
    const data: unknown = JSON.parse(trimmed);
    if (!Array.isArray(data)) throw new Error('expected a JSON array of routes');
    items = data.map((item) =>
      typeof item === 'string' ? item : String((item as { path?: unknown })?.path ?? ''),
    );
  } else if (/<loc>/i.test(trimmed)) {
    items = [...trimmed.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)].map((m) => m[1] ?? '');
  } else {
    items = trimmed.split(/\r?\n/).map((line) => line.replace(/#.*$/, ''));
  }
  return items.map((item) => toPath(item.trim())).filter((item) => item !== '');
}

function toPath(item: string): string {
  if (!/^https?:\/\//i.test(item)) return item;
  try {
    return new URL(item).pathname;
  } catch {
    return '';
  }
}
