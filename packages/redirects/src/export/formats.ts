import type { RedirectStatus } from '../types.ts';
import type { ExportEntry, ExportFormat, ExportOptions, RedirectExport } from './types.ts';

/**
 * One writer per platform. Each checks what its platform documents (the URL is beside each)
 * and refuses, naming the limit, rather than write a file the platform would reject or serve
 * differently from the table.
 */

type Options = ExportOptions & { status: RedirectStatus };
type Writer = (entries: ExportEntry[], options: Options) => RedirectExport;

const n = (count: number) => count.toLocaleString('en-GB');

function refuse(format: ExportFormat, count: number, message: string): RedirectExport {
  return { ok: false, format, count, message };
}

/** A CSV field, quoted when it holds a delimiter, a quote or a line break (RFC 4180). */
function csv(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `*` and `/:name` are splats and placeholders in `_redirects` files, never literal text. */
function firstPattern(entries: ExportEntry[]): ExportEntry | undefined {
  return entries.find((e) => /\*|\/:/.test(e.from));
}

/** The first source that occurs twice, if any: every platform keeps only one of them. */
function firstDuplicate(sources: Iterable<string>): string | undefined {
  const seen = new Set<string>();
  for (const source of sources) {
    if (seen.has(source)) return source;
    seen.add(source);
  }
  return undefined;
}

// https://nginx.org/en/docs/http/ngx_http_map_module.html
// String keys match case-insensitively: ngx_http_map_find lower-cases the value it looks up.
// The first map strips trailing slashes; the last carries the request's query string along.
const nginx: Writer = (entries, { status }) => {
  const dollar = entries.find((e) => e.to.includes('$'));
  if (dollar) {
    return refuse(
      'nginx',
      entries.length,
      `nginx: a map value cannot hold a literal $ (${dollar.rule.from} -> ${dollar.to}).`,
    );
  }
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  // $uri is the decoded path, so keys are written decoded too.
  const keys = entries.map((e) => {
    try {
      return decodeURIComponent(e.key);
    } catch {
      return e.key;
    }
  });
  const duplicate = firstDuplicate(keys);
  if (duplicate) {
    return refuse('nginx', entries.length, `nginx: two rules for ${duplicate} once decoded.`);
  }
  const lines = [
    `# Cairn legacy redirects for nginx: ${n(entries.length)} rules, each one hop.`,
    '# https://nginx.org/en/docs/http/ngx_http_map_module.html',
    '# Include this file in http {}; in the server {} that answers the old addresses:',
    `#   if ($redirect_target) { return ${status} $redirect_target$redirect_query; }`,
    '# A large map may need map_hash_max_size or map_hash_bucket_size raised.',
    'map $uri $redirect_key {',
    '  "~^(?<redirect_path>/.*?)/+$" $redirect_path;',
    '  default $uri;',
    '}',
    'map $redirect_key $redirect_target {',
    ...entries.map((e, i) => `  ${quote(keys[i] as string)} ${quote(e.to)};`),
    '}',
    'map $redirect_target$is_args $redirect_query {',
    '  default "";',
    '  "~^[^?]*\\?$" "?$args";',
    '  "~\\?.*\\?$" "&$args";',
    '}',
  ];
  return {
    ok: true,
    format: 'nginx',
    fileName: 'redirects.nginx.conf',
    text: `${lines.join('\n')}\n`,
    count: entries.length,
    notes: [],
  };
};

// https://docs.netlify.com/manage/routing/redirects/overview/ ("Paths are case-sensitive";
// over 10,000 redirects, use wildcards or Edge Functions). `!` forces the redirect over a file.
const netlify: Writer = (entries, { status }) => {
  const pattern = firstPattern(entries);
  if (pattern) {
    return refuse(
      'netlify',
      entries.length,
      `Netlify reads * and :name in a path as a splat or placeholder: it cannot express the literal path ${pattern.from}.`,
    );
  }
  const notes = [
    'Netlify matches paths case-sensitively: an old link in another case than the table wrote is not redirected.',
  ];
  if (entries.length > 10_000) {
    notes.push(
      `${n(entries.length)} rules: Netlify advises wildcards or Edge Functions past 10,000, and a deploy fails when the rules are too large.`,
    );
  }
  const lines = [
    `# Cairn legacy redirects for Netlify: ${n(entries.length)} rules, each one hop.`,
    '# https://docs.netlify.com/manage/routing/redirects/overview/',
    ...entries.map((e) => `${e.from}  ${e.to}  ${status}!`),
  ];
  return {
    ok: true,
    format: 'netlify',
    fileName: '_redirects',
    text: `${lines.join('\n')}\n`,
    count: entries.length,
    notes,
  };
};

// https://vercel.com/docs/routing/redirects/bulk-redirects: no wildcards; 1,000 included on
// Pro and 10,000 on Enterprise, more bought in blocks of 25,000; at most 1,000,000 per project;
// source and destination up to 2,048 characters; case-insensitive unless asked otherwise.
const VERCEL_INCLUDED: Record<string, number> = { pro: 1_000, enterprise: 10_000 };
const vercel: Writer = (entries, { status, plan = 'pro' }) => {
  const included = VERCEL_INCLUDED[plan];
  if (included === undefined) {
    return refuse(
      'vercel',
      entries.length,
      `Vercel bulk redirects: unknown plan ${plan} (pro, enterprise).`,
    );
  }
  if (entries.length > 1_000_000) {
    return refuse(
      'vercel',
      entries.length,
      `Vercel bulk redirects take at most 1,000,000 per project; this table has ${n(entries.length)}.`,
    );
  }
  const long = entries.find((e) => e.from.length > 2048 || e.to.length > 2048);
  if (long) {
    return refuse(
      'vercel',
      entries.length,
      `Vercel bulk redirects: source and destination are limited to 2,048 characters (${long.rule.from}).`,
    );
  }
  const notes = [
    'Add { "bulkRedirectsPath": "redirects.json" } to vercel.json.',
    'Bulk redirects match the path exactly: set "trailingSlash": false in vercel.json so /x/ reaches /x (one extra 308 hop).',
  ];
  if (entries.length > included) {
    notes.push(
      `${n(entries.length)} rules exceed the ${n(included)} included on ${plan}: extra capacity is bought in blocks of 25,000.`,
    );
  }
  if (entries.length > 1_000) {
    notes.push(
      'Keep them as bulk redirects: Next.js warns past 1,000 redirects() rules, and vercel.json "redirects" stops at 2,048.',
    );
  }
  const rows = entries.map((e) => ({
    source: e.from,
    destination: e.to,
    statusCode: status,
    query: true,
  }));
  return {
    ok: true,
    format: 'vercel',
    fileName: 'redirects.json',
    text: `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`,
    count: entries.length,
    notes,
  };
};

// https://developers.cloudflare.com/rules/url-forwarding/bulk-redirects/reference/csv-file-format/
// Quotas per account (changelog 2025-02-12): Free 10,000, Pro 25,000, Business 50,000,
// Enterprise 1,000,000; at most 16 source URLs with the same host and path across all lists
// (bulk-redirects/faq); no two redirects with the same source URL in a list; a target may only
// carry a query when the request's query is not preserved (reference/url-components).
const CLOUDFLARE_QUOTA: Record<string, number> = {
  free: 10_000,
  pro: 25_000,
  business: 50_000,
  enterprise: 1_000_000,
};
const cloudflareBulk: Writer = (entries, { status, plan = 'free', hosts = [] }) => {
  const quota = CLOUDFLARE_QUOTA[plan];
  if (quota === undefined) {
    return refuse(
      'cloudflare-bulk',
      entries.length,
      `Cloudflare Bulk Redirects: unknown plan ${plan} (free, pro, business, enterprise).`,
    );
  }
  if (hosts.length === 0) {
    return refuse(
      'cloudflare-bulk',
      entries.length,
      'Cloudflare Bulk Redirects need the site host (--host www.example.com): a source URL names its host.',
    );
  }
  const count = entries.length * hosts.length;
  if (count > quota) {
    return refuse(
      'cloudflare-bulk',
      count,
      `Cloudflare Bulk Redirects take ${n(quota)} URL redirects on the ${plan} plan; this table needs ${n(count)}.`,
    );
  }
  const perHostPath = new Map<string, number>();
  const rows: string[] = [];
  let withQuery = 0;
  for (const host of hosts) {
    for (const e of entries) {
      const source = `${host}${e.from}`;
      const same = (perHostPath.get(source) ?? 0) + 1;
      perHostPath.set(source, same);
      if (same > 1) {
        return refuse(
          'cloudflare-bulk',
          count,
          `Cloudflare Bulk Redirects: a list cannot hold two redirects for ${source} (at most 16 per host and path across all lists).`,
        );
      }
      const target = e.to.startsWith('/') ? `https://${host}${e.to}` : e.to;
      const keepQuery = !target.includes('?');
      if (!keepQuery) withQuery++;
      rows.push(`${csv(source)},${csv(target)},${status},${keepQuery ? 'TRUE' : 'FALSE'}`);
    }
  }
  const notes = [
    'Bulk Redirects match the path as written: another case, or a trailing slash the table did not write, is not redirected.',
  ];
  if (withQuery > 0) {
    notes.push(
      `${n(withQuery)} target(s) carry a query of their own, so the request's query is not kept for them (Cloudflare allows one or the other).`,
    );
  }
  return {
    ok: true,
    format: 'cloudflare-bulk',
    fileName: 'bulk-redirects.csv',
    text: `${rows.join('\n')}\n`,
    count,
    notes,
  };
};

// https://developers.cloudflare.com/pages/configuration/redirects/: 2,000 static and 100
// dynamic redirects per project, 1,000 characters per line; the first rule for a path wins.
const cloudflarePages: Writer = (entries, { status }) => {
  const pattern = firstPattern(entries);
  if (pattern) {
    return refuse(
      'cloudflare-pages',
      entries.length,
      `Cloudflare Pages reads * and :name in a path as a splat or placeholder: it cannot express the literal path ${pattern.from}.`,
    );
  }
  if (entries.length > 2_000) {
    return refuse(
      'cloudflare-pages',
      entries.length,
      `Cloudflare Pages takes 2,000 static redirects (and 100 dynamic); this table has ${n(entries.length)}: use cloudflare-bulk.`,
    );
  }
  const lines = entries.map((e) => `${e.from} ${e.to} ${status}`);
  const long = lines.find((line) => line.length > 1_000);
  if (long) {
    return refuse(
      'cloudflare-pages',
      entries.length,
      `Cloudflare Pages limits a redirect line to 1,000 characters: ${long.slice(0, 60)}...`,
    );
  }
  return {
    ok: true,
    format: 'cloudflare-pages',
    fileName: '_redirects',
    text: `# Cairn legacy redirects for Cloudflare Pages: ${n(entries.length)} static rules, each one hop.\n${lines.join('\n')}\n`,
    count: entries.length,
    notes: [
      `${n(entries.length)} of the 2,000 static redirects Cloudflare Pages takes.`,
      'Pages documents no case or trailing-slash folding: check old links in another case on a preview deployment.',
    ],
  };
};

// https://help.shopify.com/en/manual/online-store/menus-and-links/url-redirect: a CSV with the
// columns "Redirect from" and "Redirect to"; every redirect is a 301, and it only applies where
// the store has no page at the old path.
const shopify: Writer = (entries, { status }) => {
  const rows = entries.map((e) => `${csv(e.from)},${csv(e.to)}`);
  const notes = [
    'Shopify only redirects a path where the store has no page: a live product or page at an old path wins.',
  ];
  if (status !== 301) notes.push(`Shopify answers every URL redirect with 301, not ${status}.`);
  return {
    ok: true,
    format: 'shopify',
    fileName: 'redirects.csv',
    text: `Redirect from,Redirect to\n${rows.join('\n')}\n`,
    count: entries.length,
    notes,
  };
};

/** The flattened table as `[{ from, to, status }]`: for a custom middleware or another tool. */
const json: Writer = (entries, { status }) => ({
  ok: true,
  format: 'json',
  fileName: 'redirects.json',
  text: `[\n${entries.map((e) => `  ${JSON.stringify({ from: e.from, to: e.to, status })}`).join(',\n')}\n]\n`,
  count: entries.length,
  notes: [],
});

export const formats: Record<ExportFormat, Writer> = {
  nginx,
  netlify,
  vercel,
  'cloudflare-bulk': cloudflareBulk,
  'cloudflare-pages': cloudflarePages,
  shopify,
  json,
};
