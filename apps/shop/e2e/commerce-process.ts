import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { stopProcess, waitForHealth } from './harness.ts';

const apiDir = fileURLToPath(new URL('../../api', import.meta.url));

/** One request the commerce process answered, from its log line. */
export type CommerceRequest = { method: string; path: string; status: number };

export type CommerceProcess = {
  /** Its `COMMERCE_API_URL`, such as `http://127.0.0.1:41235/commerce`. */
  readonly url: string;
  /** Every request it has answered so far, in order (a test slices from a `length`). */
  readonly requests: readonly CommerceRequest[];
};

/**
 * The embedded commerce backend as a separate process (`pnpm commerce:serve`'s script), standing
 * in for a Centra checkout API: on `port`, admitting browsers from `shopOrigin` only, mailing
 * (registration links to the shop's pages) through the `SMTP_URL` a mailbox set. Call it before
 * `useRunningShop()` so it is up before the shop starts and stops after it.
 */
export function useCommerceProcess({
  port,
  shopOrigin,
  sharedSecret,
}: {
  port: number;
  shopOrigin: string;
  sharedSecret: string;
}): CommerceProcess {
  const url = `http://127.0.0.1:${port}/commerce`;
  const requests: CommerceRequest[] = [];
  let child: ChildProcess | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cairn-e2e-commerce-'));
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/commerce-serve.ts',
        '--port',
        String(port),
        '--allow-origin',
        shopOrigin,
      ],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          // Its mails link to the shop's pages, as Centra's templates do to the storefront.
          PUBLIC_URL: shopOrigin,
          COMMERCE_API_URL: url,
          COMMERCE_SHARED_SECRET: sharedSecret,
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: string[] = [];
    let pending = '';
    child.stdout?.on('data', (chunk) => {
      output.push(String(chunk));
      const lines = (pending + String(chunk)).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const answered = requestLine(line);
        if (answered) requests.push(answered);
      }
    });
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, child, output, 300_000);
    } catch (error) {
      await stopProcess(child);
      throw error;
    }
  }, 360_000);
  afterAll(async () => {
    if (child) await stopProcess(child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return { url, requests };
}

/** A `/commerce` request from one of the process's JSON log lines, or undefined. */
function requestLine(line: string): CommerceRequest | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry: unknown = JSON.parse(line);
    if (
      entry &&
      typeof entry === 'object' &&
      'msg' in entry &&
      entry.msg === 'request' &&
      'method' in entry &&
      typeof entry.method === 'string' &&
      'path' in entry &&
      typeof entry.path === 'string' &&
      entry.path.startsWith('/commerce') &&
      'status' in entry &&
      typeof entry.status === 'number'
    ) {
      return { method: entry.method, path: entry.path, status: entry.status };
    }
  } catch {
    // not a log line of its own (a library's output)
  }
  return undefined;
}
