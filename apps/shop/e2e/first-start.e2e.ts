import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoUnexpectedErrors,
  guardConsole,
  hasChromium,
  launchChromium,
  type RunningShop,
  startShop,
} from './harness.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;

/** The README's example feed, as a retailer copies it: one brand, two categories, a jacket. */
function readmeFeed(): string {
  const readme = readFileSync(join(repository, 'README.md'), 'utf8');
  const [feed] = [...readme.matchAll(/```jsonl\n([\s\S]*?)```/g)].map((match) => match[1]);
  if (!feed) throw new Error("The README's example feed is missing");
  return feed;
}

/** A production start: no demo, no seed, settings of its own. */
const production = {
  NODE_ENV: 'production',
  DEMO: '0',
  CONTENT_TOKEN: `journey-public-${randomBytes(8).toString('hex')}`,
  CONTENT_PREVIEW_TOKEN: `journey-preview-${randomBytes(8).toString('hex')}`,
  TEST_PAYMENTS: '0',
};

/** `pnpm <args>` from the repository root, as the README has a retailer type it. */
function pnpm(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['-y', 'pnpm@10.34.9', ...args], {
      cwd: repository,
      env: { ...process.env, REDIS_URL: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`pnpm ${args.join(' ')}: ${code}\n${output}`)),
    );
  });
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens `url` until it answers 200 and `ready` holds: the shop re-checks what it lacks every
 * few seconds, and hears an import made by the command within a few more.
 */
async function openWhen(page: Page, url: string, ready: () => Promise<boolean>, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const response = await page.goto(url);
    if ((response?.status() === 200 && (await ready())) || Date.now() > deadline) return response;
    await page.waitForTimeout(1000);
  }
}

// Each start runs `pnpm` commands beside a shop: minutes on a busy 2-core CI machine.
const journeyTimeout = 300_000;

describe.skipIf(!hasChromium)("a real shop's first start: empty, then its own catalogue", () => {
  let browser: Browser;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await browser?.close();
  });

  it(
    'answers 503 with the explanation, opens with the imported catalogue, and retires what a later feed lacks',
    async () => {
      // A fresh database for each try, so a retry starts empty too. PostgreSQL when the run has
      // it (the import then reaches the running shop); else the embedded database, which the
      // shop holds: it is stopped for each import and started again.
      const dataDir = mkdtempSync(join(tmpdir(), 'cairn-first-start-'));
      const database = `cairn_first_start_${randomBytes(5).toString('hex')}`;
      const databaseEnv: Record<string, string> = {};
      let shop: RunningShop | undefined;
      cleanups.push(async () => {
        await shop?.stop();
        if (databaseUrl) await admin(`drop database if exists "${database}" with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      });
      if (databaseUrl) {
        await admin(`create database "${database}"`);
        const url = new URL(databaseUrl);
        url.pathname = `/${database}`;
        databaseEnv.DATABASE_URL = url.href;
      } else {
        databaseEnv.DATA_DIR = dataDir;
      }
      const start = () => startShop({ dataDir, env: { ...production, ...databaseEnv } });
      /** Runs an import-side command: with PGlite the shop is stopped around it. */
      const beside = async (args: string[]) => {
        if (!databaseUrl) {
          await shop?.stop();
          shop = undefined;
        }
        const output = await pnpm(args, databaseEnv);
        shop ??= await start();
        return output;
      };

      shop = await start();
      const page = await browser.newPage();
      const guard = guardConsole(undefined, page);
      guard.expectError(
        /status of 503/,
        'before its first import every page answers 503, and the browser logs each',
      );
      guard.expectError(/status of 410/, 'the retired product answers 410 Gone');
      guard.expectError(
        /status of 404 .*\/images\/(products|content)\//,
        "the imported feed and content name images this shop has no files for (a retailer's come with their import)",
      );
      guard.expectError(
        /ERR_CONNECTION_REFUSED|Failed to fetch dynamically imported module/,
        'the shop is stopped and started again while the page is still open',
      );
      for (const path of ['/', '/login', '/no-such-page']) {
        const response = await page.goto(`${shop.url}${path}`);
        expect(response?.status(), path).toBe(503);
        expect(response?.headers()['retry-after'], path).toBeTruthy();
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe('This shop has no catalogue or content yet');
      }
      // The API and the health checks answer throughout.
      expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);

      const feed = join(dataDir, 'feed.jsonl');
      writeFileSync(feed, readmeFeed());
      await beside(['--filter', '@cairn/api', 'content:load']);
      expect(await beside(['catalogue', 'import', feed])).toMatch(/1 added/);

      const card = page.getByRole('link', { name: /Scafell Jacket/ }).first();
      const listing = await openWhen(
        page,
        `${shop.url}/all/jackets`,
        async () => (await card.count()) > 0,
      );
      expect(listing?.status()).toBe(200);
      await card.click();
      await page.waitForURL(/fellside-mens-scafell-jacket-100001-900/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('Scafell Jacket');
      expect(await page.content()).toContain('£180');
      expect((await page.goto(`${shop.url}/`))?.status()).toBe(200);

      // A later full feed with the jacket's place taken by another product retires it.
      const later = join(dataDir, 'later.jsonl');
      writeFileSync(
        later,
        readmeFeed()
          .replaceAll('100001', '100002')
          .replaceAll('Scafell', 'Helvellyn')
          .replaceAll('scafell', 'helvellyn')
          .replaceAll('"id":1,', '"id":2,'),
      );
      expect(await beside(['catalogue', 'import', later])).toMatch(/1 retired/);
      const newcomer = page.getByRole('link', { name: /Helvellyn Jacket/ }).first();
      await openWhen(page, `${shop.url}/all/jackets`, async () => (await newcomer.count()) > 0);
      expect(await page.getByRole('link', { name: /Scafell Jacket/ }).count()).toBe(0);
      const retired = await page.goto(`${shop.url}/fellside-mens-scafell-jacket-100001-900`);
      expect(retired?.status()).toBe(410);
      expect(await page.content()).toMatch(/no longer sold/i);
      const sitemap = await (await fetch(`${shop.url}/sitemaps/products-1.xml`)).text();
      expect(sitemap).toContain('fellside-mens-helvellyn-jacket-100002-900');
      expect(sitemap).not.toContain('scafell');
      await page.close();
      assertNoUnexpectedErrors([guard]);
    },
    journeyTimeout,
  );
});
