import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseRedirectCsv } from '../csv.ts';
import { parseRedirectTable } from '../parse/index.ts';
import { shippedOldHosts, shippedRedirectRules } from '../table.ts';
import type { RedirectRule } from '../types.ts';
import {
  type ExportOptions,
  exportFormats,
  exportRedirects,
  type RedirectExport,
} from './index.ts';

const rules: RedirectRule[] = [
  { from: '/Men/Jackets/', to: '/mens/clothing/jackets' },
  { from: 'https://www.cairn-outdoor.co.uk/help', to: '/faq' }, // a chain: /faq moves again
  { from: '/faq', to: '/information/faqs' },
  { from: '/self', to: '/self/' }, // dropped: sends a path to itself
  { from: '/sale,old', to: '/all/sale?sort=price' }, // a comma and a target query
];
const oldHosts = ['www.cairn-outdoor.co.uk'];

function ok(result: RedirectExport): Extract<RedirectExport, { ok: true }> {
  if (!result.ok) throw new Error(result.message);
  return result;
}

function run(options: ExportOptions, table: readonly RedirectRule[] = rules) {
  return ok(exportRedirects(table, { oldHosts, ...options }));
}

/** `n` distinct rules, for capacity checks. */
function manyRules(n: number): RedirectRule[] {
  return Array.from({ length: n }, (_, i) => ({ from: `/old/${i}`, to: `/new/${i}` }));
}

describe('exportRedirects', () => {
  it('flattens chains to one hop and drops what the matcher drops, in every format', () => {
    for (const format of exportFormats) {
      const out = run({ format, hosts: ['www.cairn.example'] });
      expect(out.count, format).toBe(4);
      expect(out.text, format).toContain('/information/faqs');
      expect(out.text, format).toMatch(/\/help[^\n]*\/information\/faqs/);
      expect(out.text, format).not.toMatch(/\/help[^\n]*\/faq\b/);
      expect(out.text, format).not.toContain('/self');
    }
  });

  it('json: [{ from, to, status }] that reads back as the same table', () => {
    const out = run({ format: 'json', status: 308 });
    expect(JSON.parse(out.text)).toEqual([
      { from: '/Men/Jackets', to: '/mens/clothing/jackets', status: 308 },
      { from: '/help', to: '/information/faqs', status: 308 },
      { from: '/faq', to: '/information/faqs', status: 308 },
      { from: '/sale,old', to: '/all/sale?sort=price', status: 308 },
    ]);
    expect(parseRedirectTable(out.text).rules).toHaveLength(4);
  });

  it('nginx: a case-insensitive map keyed without trailing slashes, query carried along', () => {
    const out = run({ format: 'nginx' });
    expect(out.fileName).toBe('redirects.nginx.conf');
    expect(out.text).toContain('  "/men/jackets" "/mens/clothing/jackets";');
    expect(out.text).toContain('  "/sale,old" "/all/sale?sort=price";');
    expect(out.text).toContain('return 301 $redirect_target$redirect_query;');
    const refused = exportRedirects([{ from: '/a', to: '/b?x=$1' }], { format: 'nginx' });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('literal $') });
  });

  it('netlify: forced 301s in _redirects; a literal splat or placeholder is refused', () => {
    const out = run({ format: 'netlify' });
    expect(out.fileName).toBe('_redirects');
    expect(out.text).toContain('/Men/Jackets  /mens/clothing/jackets  301!');
    expect(out.notes.join(' ')).toContain('case-sensitively');
    for (const from of ['/shop/*', '/blog/:year']) {
      const refused = exportRedirects([{ from, to: '/' }], { format: 'netlify' });
      expect(refused).toMatchObject({ ok: false, message: expect.stringContaining(from) });
    }
  });

  it('vercel: a bulk-redirects file, query kept; capacity named per plan, 1,000,000 refused', () => {
    const out = run({ format: 'vercel' });
    expect(JSON.parse(out.text)[0]).toEqual({
      source: '/Men/Jackets',
      destination: '/mens/clothing/jackets',
      statusCode: 301,
      query: true,
    });
    expect(out.notes.join(' ')).not.toContain('included');
    const pro = ok(exportRedirects(manyRules(1_001), { format: 'vercel' }));
    expect(pro.notes.join(' ')).toMatch(/1,001 rules exceed the 1,000 included on pro/);
    expect(pro.notes.join(' ')).toContain('Next.js warns past 1,000');
    const enterprise = ok(
      exportRedirects(manyRules(1_001), { format: 'vercel', plan: 'enterprise' }),
    );
    expect(enterprise.notes.join(' ')).not.toContain('included');
  });

  it('cloudflare-bulk: host-and-path CSV with absolute targets; the plan quota is enforced', () => {
    const out = run({ format: 'cloudflare-bulk', hosts: ['www.cairn.example'] });
    const rows = parse(out.text) as string[][];
    expect(rows[0]).toEqual([
      'www.cairn.example/Men/Jackets',
      'https://www.cairn.example/mens/clothing/jackets',
      '301',
      'TRUE',
    ]);
    // A target with its own query cannot also keep the request's (Cloudflare allows one).
    expect(rows[3]).toEqual([
      'www.cairn.example/sale,old',
      'https://www.cairn.example/all/sale?sort=price',
      '301',
      'FALSE',
    ]);
    expect(exportRedirects(rules, { format: 'cloudflare-bulk' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('--host'),
    });
    const big = manyRules(10_001);
    expect(exportRedirects(big, { format: 'cloudflare-bulk', hosts: ['a.example'] })).toEqual({
      ok: false,
      format: 'cloudflare-bulk',
      count: 10_001,
      message:
        'Cloudflare Bulk Redirects take 10,000 URL redirects on the free plan; this table needs 10,001.',
    });
    const pro = exportRedirects(big, {
      format: 'cloudflare-bulk',
      hosts: ['a.example'],
      plan: 'pro',
    });
    expect(pro.ok).toBe(true);
    // Two hosts count twice against the quota.
    const twice = exportRedirects(manyRules(5_001), {
      format: 'cloudflare-bulk',
      hosts: ['a.example', 'b.example'],
    });
    expect(twice).toMatchObject({ ok: false, count: 10_002 });
  });

  it('cloudflare-bulk: refuses two redirects for one host and path', () => {
    const refused = exportRedirects(rules, {
      format: 'cloudflare-bulk',
      hosts: ['a.example', 'a.example'],
      oldHosts,
    });
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringContaining('16 per host and path'),
    });
  });

  it('cloudflare-pages: 2,000 static rules at most, named in the refusal', () => {
    const out = run({ format: 'cloudflare-pages' });
    expect(out.text).toContain('\n/Men/Jackets /mens/clothing/jackets 301\n');
    expect(ok(exportRedirects(manyRules(2_000), { format: 'cloudflare-pages' })).count).toBe(2_000);
    expect(exportRedirects(manyRules(2_001), { format: 'cloudflare-pages' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/takes 2,000 static redirects .*has 2,001/),
    });
    const long = [{ from: `/${'x'.repeat(1_000)}`, to: '/' }];
    expect(exportRedirects(long, { format: 'cloudflare-pages' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('1,000 characters'),
    });
  });

  it("shopify: Shopify's import CSV, which reads back through parseRedirectCsv", () => {
    const out = run({ format: 'shopify' });
    expect(out.text.split('\n').slice(0, 2)).toEqual([
      'Redirect from,Redirect to',
      '/Men/Jackets,/mens/clothing/jackets',
    ]);
    expect(out.text).toContain('"/sale,old",/all/sale?sort=price');
    expect(parseRedirectCsv(out.text).rules).toEqual([
      { from: '/Men/Jackets', to: '/mens/clothing/jackets' },
      { from: '/help', to: '/information/faqs' },
      { from: '/faq', to: '/information/faqs' },
      { from: '/sale,old', to: '/all/sale?sort=price' },
    ]);
  });

  it('produces every format from the shipped table', () => {
    const counts = Object.fromEntries(
      exportFormats.map((format) => {
        const out = exportRedirects(shippedRedirectRules, {
          format,
          oldHosts: shippedOldHosts,
          hosts: ['www.cairn.example'],
        });
        return [format, out.ok ? out.count : out.message];
      }),
    );
    for (const count of Object.values(counts)) expect(count).toBe(shippedRedirectRules.length);
  });
});

const NGINX = '/usr/sbin/nginx';

/** A free local port. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!existsSync(NGINX))('the nginx export in a real nginx', () => {
  it('redirects any case, with or without a slash, keeping and merging the query', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-nginx-'));
    const port = await freePort();
    writeFileSync(join(dir, 'redirects.conf'), run({ format: 'nginx' }).text);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off; master_process off; pid ${dir}/nginx.pid; error_log stderr warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  include ${dir}/redirects.conf;
  server {
    listen 127.0.0.1:${port};
    if ($redirect_target) { return 301 $redirect_target$redirect_query; }
    location / { return 404; }
  }
}
`,
    );
    const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
    let log = '';
    nginx.stderr.on('data', (chunk) => {
      log += chunk;
    });
    try {
      const get = async (path: string) => {
        for (let attempt = 0; ; attempt++) {
          try {
            const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
            return [res.status, res.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '')];
          } catch (error) {
            if (attempt > 50) throw new Error(`nginx did not answer: ${log || error}`);
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      };
      expect(await get('/men/jackets')).toEqual([301, '/mens/clothing/jackets']);
      expect(await get('/MEN/Jackets/?utm_source=mail')).toEqual([
        301,
        '/mens/clothing/jackets?utm_source=mail',
      ]);
      expect(await get('/help')).toEqual([301, '/information/faqs']);
      expect(await get('/sale,old?page=2')).toEqual([301, '/all/sale?sort=price&page=2']);
      expect(await get('/elsewhere')).toEqual([404, undefined]);
    } finally {
      nginx.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
