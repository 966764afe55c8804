import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

const shopDir = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether browser journeys can run. On CI a missing Chromium is a failure; on a laptop
 * without Debian's chromium the journeys are skipped with a message saying how to get it.
 */
export const hasChromium = existsSync(chromiumPath);
if (!hasChromium) {
  const message = `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`${message} Browser journeys are skipped.`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * How long the built shop may take to answer /healthz. It starts in seconds on a quiet
 * machine, but on a shared CI or development box with many processes per core (load 25 on 2
 * cores) the first start (migrations, demo seed, SSR bundle import) has taken over 60 s;
 * a slow start is not what the journeys test, so the limit is generous.
 */
const shopStartupLimitMs = 300_000;

export type RunningShop = { url: string; dataDir: string; pid: number; stop(): Promise<void> };

export type StartShopOptions = {
  /** Reuse a data folder (default: a fresh temporary one, removed on stop). */
  dataDir?: string;
  /** Options for node before the entry, such as `--import` of a benchmark probe. */
  nodeArgs?: string[];
  /** Extra environment variables (DATABASE_URL among them: default PGlite). */
  env?: Record<string, string>;
  /** How long the shop may take to answer /healthz (default `shopStartupLimitMs`, 300 s). */
  startTimeoutMs?: number;
  /** The port (default: a free one), for a server that must know the shop's origin first. */
  port?: number;
};

/** Starts the built production server (`node dist/server/main.js`) on a free port. */
export async function startShop({
  dataDir,
  nodeArgs = [],
  env = {},
  startTimeoutMs = shopStartupLimitMs,
  port: givenPort,
}: StartShopOptions = {}): Promise<RunningShop> {
  const entry = join(shopDir, 'dist/server/main.js');
  if (!existsSync(entry)) throw new Error('The shop is not built: run pnpm build first');
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'cairn-e2e-'));
  const port = givenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: shopDir,
    env: {
      // The demo shop: the seed step fills the fresh database at start, as `pnpm demo` does.
      DEMO: '1',
      // One proxy hop is trusted, so each browser tab below can be a shopper of its own
      // address (X-Forwarded-For): the per-address limits (10 registrations an hour, ...) then
      // count each journey's shopper, not the whole suite's.
      TRUST_PROXY: '1',
      ...process.env,
      // The journeys run on the address the browser uses; a test may override it.
      PUBLIC_URL: url,
      // Embedded PGlite and per-process state unless a test asks for PostgreSQL or Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  try {
    await waitForHealth(url, child, output, startTimeoutMs);
  } catch (error) {
    // A shop that never became healthy is stopped here: nothing else holds its process.
    await stopProcess(child);
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir: dir,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopProcess(child);
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A page in a browser context of its own. `errors` holds its uncaught exceptions and
 * Content-Security-Policy violations, for a test to assert on where they happen; every console
 * error and uncaught exception of the context's pages also fails the test after it ends, unless
 * the test named it with `expectError` (see `ConsoleGuard`).
 */
export type Tab = {
  context: BrowserContext;
  page: Page;
  errors: string[];
  expectError: ConsoleGuard['expectError'];
};

/** A console error or an uncaught exception in a browser page. */
export type BrowserError = { kind: 'console error' | 'uncaught'; text: string; page: string };

/**
 * Every console error and uncaught exception of the pages it watches, and the ones the test
 * expects: a journey fails on any error it did not name (issue 33). Name each expected error
 * at the test that causes it, as narrowly as its message allows, with the reason, e.g.
 * `tab.expectError(/status of 404/, 'the not-found page answers 404')`.
 */
export type ConsoleGuard = {
  /** Allows errors whose message matches `name`, for the rest of the test. */
  expectError(name: RegExp, why: string): void;
  /** Watches another page (a popup, a page opened outside `newTab`). */
  watch(page: Page): void;
  /** The errors no `expectError` named, as lines to print. */
  unexpected(): string[];
  /** The expected errors' names and reasons, as lines to print. */
  expected(): string[];
};

/** A guard over `pages` and every page opened later in `context`. */
export function guardConsole(context?: BrowserContext, ...pages: Page[]): ConsoleGuard {
  const seen: BrowserError[] = [];
  const expected: { name: RegExp; why: string }[] = [];
  const watched = new WeakSet<Page>();
  const watch = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    page.on('pageerror', (error) =>
      seen.push({ kind: 'uncaught', text: error.stack ?? error.message, page: page.url() }),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      seen.push({
        kind: 'console error',
        text: where ? `${message.text()} (${where})` : message.text(),
        page: page.url(),
      });
    });
  };
  context?.on('page', watch);
  for (const page of pages) watch(page);
  return {
    expectError(name, why) {
      expected.push({ name, why });
    },
    watch,
    unexpected: () =>
      seen
        .filter(({ text }) => !expected.some(({ name }) => name.test(text)))
        .map(({ kind, text, page }) => `${kind} on ${page}: ${text}`),
    expected: () => expected.map(({ name, why }) => `${name} (${why})`),
  };
}

/** Throws, naming each error, when a guard saw errors its test did not expect. */
export function assertNoUnexpectedErrors(guards: Iterable<ConsoleGuard>): void {
  const all = [...guards];
  const unexpected = all.flatMap((guard) => guard.unexpected());
  if (unexpected.length === 0) return;
  const expected = all.flatMap((guard) => guard.expected());
  throw new Error(
    [
      `The browser reported ${unexpected.length} error(s) the test did not expect (name an expected one with expectError):`,
      ...unexpected,
      ...(expected.length > 0 ? ['Expected:', ...expected] : []),
    ].join('\n'),
  );
}

/** The shop and browser a describe block shares; read them inside tests and hooks. */
export type ShopUnderTest = {
  /** The shop's origin, such as `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly browser: Browser;
  /**
   * A new shopper: a context of its own (no cart token, keys or draft from another test) and
   * its page. It is closed after the test, passed or failed.
   */
  newTab(options?: BrowserContextOptions): Promise<Tab>;
};

export type UseRunningShopOptions = StartShopOptions & {
  /** Launch Chromium too (default true); guard the describe with `skipIf(!hasChromium)`. */
  chromium?: boolean;
  /**
   * Give each tab an address of its own with `X-Forwarded-For` (default true). False for a
   * shop whose pages call another origin (a Centra checkout API): Playwright adds the header
   * to those requests too, and their CORS preflight refuses a header it does not allow.
   */
  addressPerTab?: boolean;
};

/**
 * Starts the built shop, and Chromium, before the tests of the surrounding describe block and
 * stops both after them. Call it in the block's body:
 *
 * ```ts
 * describe.skipIf(!hasChromium)('the bag in Chromium', () => {
 *   const shop = useRunningShop();
 *   it('adds a size', async () => {
 *     const { page, errors } = await shop.newTab({ viewport: { width: 375, height: 900 } });
 *     await page.goto(`${shop.url}/`);
 *   });
 * });
 * ```
 *
 * In vitest's default `stack` order, a beforeAll registered before it runs before the shop
 * starts and the matching afterAll after the shop has stopped: the place for a server the shop
 * talks to, or environment it reads as it starts.
 */
export function useRunningShop({
  chromium = true,
  addressPerTab = true,
  ...startOptions
}: UseRunningShopOptions = {}): ShopUnderTest {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  const guards = new Set<ConsoleGuard>();

  beforeAll(
    async () => {
      const [started, launched] = await Promise.allSettled([
        startShop(startOptions),
        chromium ? launchChromium() : Promise.resolve(undefined),
      ]);
      // Keep whichever half came up, so afterAll stops it even when the other half failed.
      if (started.status === 'fulfilled') shop = started.value;
      if (launched.status === 'fulfilled') browser = launched.value;
      if (started.status === 'rejected') throw started.reason;
      if (launched.status === 'rejected') throw launched.reason;
    },
    (startOptions.startTimeoutMs ?? shopStartupLimitMs) + 60_000,
  );
  afterEach(async () => {
    // Read before the contexts close: a page closing mid-request may log errors of its own.
    const watched = [...guards];
    guards.clear();
    await Promise.all([...contexts].map((context) => context.close()));
    contexts.clear();
    assertNoUnexpectedErrors(watched);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  let tabs = 0;
  const running = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(`No ${what} yet: use useRunningShop()'s result inside tests and hooks`);
    }
    return value;
  };
  const under: ShopUnderTest = {
    get url() {
      return running(shop, 'running shop').url;
    },
    get browser() {
      if (!chromium) throw new Error('useRunningShop({ chromium: false }) launches no browser');
      return running(browser, 'browser');
    },
    async newTab(options) {
      tabs += 1;
      const context = await under.browser.newContext({
        ...options,
        extraHTTPHeaders: {
          ...(addressPerTab && { 'X-Forwarded-For': `198.51.100.${tabs % 250}` }),
          ...options?.extraHTTPHeaders,
        },
      });
      contexts.add(context);
      const guard = guardConsole(context);
      guards.add(guard);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A Content-Security-Policy violation is a failure too: the page loaded something the
      // shop's policy does not allow (or an inline script without the nonce or hash).
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          errors.push(message.text());
        }
      });
      return { context, page, errors, expectError: guard.expectError };
    },
  };
  return under;
}

/** Waits for React to have hydrated the page (the shop then sets `data-hydrated` on html). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: string[],
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The shop exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop did not become healthy in ${timeoutMs / 1000} s:\n${output.join('')}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
