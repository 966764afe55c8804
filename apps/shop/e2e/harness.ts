import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

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

export type RunningShop = { url: string; dataDir: string; pid: number; stop(): Promise<void> };

export type StartShopOptions = {
  /** Reuse a data folder (default: a fresh temporary one, removed on stop). */
  dataDir?: string;
  /** Options for node before the entry, such as `--import` of a benchmark probe. */
  nodeArgs?: string[];
  /** Extra environment variables. */
  env?: Record<string, string>;
};

/** Starts the built production server (`node dist/server/main.js`) on a free port. */
export async function startShop({
  dataDir,
  nodeArgs = [],
  env = {},
}: StartShopOptions = {}): Promise<RunningShop> {
  const entry = join(shopDir, 'dist/server/main.js');
  if (!existsSync(entry)) throw new Error('The shop is not built: run pnpm build first');
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'cairn-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: shopDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, output);
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

async function waitForHealth(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
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
  throw new Error(`The shop did not become healthy in 60 s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
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
