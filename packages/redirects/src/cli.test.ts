import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixtureRoutes } from './fixtures/index.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const cliSource = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Runs the CLI from source in a child process, as a user would run the binary. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cliSource, ...args],
      { cwd: packageDir },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const routes = fixturePath('known-routes.txt');

describe('cairn-redirects lint', () => {
  it('exits 1 and prints file:line, severity, kind and suggestion for a faulty table', async () => {
    const { code, stdout } = await cli('lint', fixturePath('faults.js'), '--routes', routes);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /faults\.js:12 {2}error {2}unknown-target {2}.*\(suggestion: \/articles\/ski-holiday-competition\)/,
    );
    expect(stdout).toMatch(/faults\.js:10 {2}error {2}loop/);
    expect(stdout).toMatch(/16 rules in 1 file\(s\): 8 error\(s\), 5 warning\(s\)/);
  });

  it('exits 0 for a clean table', async () => {
    const { code, stdout } = await cli(
      'lint',
      fixturePath('clean.json'),
      '--routes',
      routes,
      '--old-host',
      'www.cairn-outdoor.co.uk',
    );
    expect(stdout).toContain('0 error(s), 0 warning(s)');
    expect(code).toBe(0);
  });

  it('lints consecutive portions as one table, joining an entry cut across them', async () => {
    const { code, stdout } = await cli(
      'lint',
      fixturePath('portion-a.js'),
      fixturePath('portion-b.js'),
      '--routes',
      routes,
      '--json',
    );
    const report = JSON.parse(stdout);
    expect(report.rules).toBe(3);
    expect(report.problems.map((p: { kind: string; line: number }) => [p.kind, p.line])).toEqual([
      ['truncated', 3],
    ]);
    expect(code).toBe(1);
  });

  it('skips the routes file when a glob also passes it as a portion', async () => {
    const clean = fixturePath('clean.json');
    const { code } = await cli('lint', clean, routes, '--routes', routes);
    expect(code).toBe(0);
  });

  it('lints the shipped table (data/*) with zero errors, taking known-routes.txt from among the files', async () => {
    const data = fileURLToPath(new URL('../data/', import.meta.url));
    const files = readdirSync(data).map((name) => `${data}${name}`);
    const { code, stdout } = await cli('lint', ...files);
    expect(stdout).toMatch(/rules in \d+ file\(s\): 0 error\(s\)/);
    expect(stdout).not.toContain('targets not checked');
    expect(code).toBe(0);
  });

  it('reports a redirect into a retired brand page, given the live brands (--brands)', async () => {
    const { code, stdout } = await cli(
      'lint',
      fixturePath('retired-brand.json'),
      '--brands',
      fixturePath('live-brands.txt'),
      '--json',
    );
    const report = JSON.parse(stdout);
    expect(report.problems.map((p: { kind: string; line: number }) => [p.kind, p.line])).toEqual([
      ['retired-brand', 2],
    ]);
    expect(code).toBe(1);
  });

  it('reads known routes from a URL (here a sitemap served by a real http server)', async () => {
    const sitemap = `<?xml version="1.0"?><urlset>${fixtureRoutes()
      .map((route) => `<url><loc>https://shop.example${route}</loc></url>`)
      .join('')}</urlset>`;
    const server = createServer((_req, res) => res.end(sitemap));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/sitemap.xml`;
      const { code, stdout } = await cli(
        'lint',
        fixturePath('faults.js'),
        '--routes',
        url,
        '--json',
      );
      const report = JSON.parse(stdout);
      const unknown = report.problems.filter((p: { kind: string }) => p.kind === 'unknown-target');
      expect(unknown).toHaveLength(3);
      expect(code).toBe(1);
    } finally {
      server.close();
    }
  });

  it('exits 2 with usage for a bad command line', async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli('lint')).code).toBe(2);
    const missing = await cli('lint', 'no-such-file.js');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read no-such-file.js');
  });
});

describe('cairn-redirects export', () => {
  it('writes the shipped table for a platform, printing the rule count and notes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-cli-'));
    try {
      const out = join(dir, '_redirects');
      const { code, stdout, stderr } = await cli(
        'export',
        '--format',
        'cloudflare-pages',
        '--out',
        out,
      );
      expect(code).toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/cloudflare-pages: \d+ rules written to .*_redirects/);
      expect(stderr).toContain('of the 2,000 static redirects Cloudflare Pages takes');
      expect(readFileSync(out, 'utf8')).toContain('\n/royal-robbins /brands 301\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes CSV input and refuses a table over the platform capacity, naming the limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-cli-'));
    try {
      const csv = join(dir, 'moves.csv');
      const rows = Array.from({ length: 2_001 }, (_, i) => `/old/${i},/new/${i}`);
      writeFileSync(csv, `Redirect from,Redirect to\n${rows.join('\n')}\n`);
      const refused = await cli('export', csv, '--format', 'cloudflare-pages');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        'Refused: Cloudflare Pages takes 2,000 static redirects (and 100 dynamic); this table has 2,001',
      );
      const bulk = await cli(
        'export',
        csv,
        '--format',
        'cloudflare-bulk',
        '--host',
        'shop.example',
      );
      expect(bulk.code).toBe(0);
      expect(bulk.stdout.split('\n')[0]).toBe(
        'shop.example/old/0,https://shop.example/new/0,301,TRUE',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 for an unknown format and 1 when a platform needs an option it lacks', async () => {
    expect((await cli('export', '--format', 'apache')).code).toBe(2);
    const noHost = await cli('export', '--format', 'cloudflare-bulk');
    expect(noHost.code).toBe(1);
    expect(noHost.stderr).toContain('--host');
  });
});
