import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../e2e/harness.ts';

const fixture = fileURLToPath(new URL('./slow-shop.ts', import.meta.url));
const running: ChildProcess[] = [];

export type LogLine = { msg: string; [key: string]: unknown };

/**
 * The slow shop (`slow-shop.ts`: the real `serveShop`) in a process of its own, so SIGTERM is
 * a real signal and its server is the one production listens with. Kill what it started with
 * `stopSlowShops` after each test.
 */
export async function startSlowShop(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const lines: LogLine[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  let buffered = '';
  child.stdout?.on('data', (chunk) => {
    buffered += String(chunk);
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as LogLine);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  while (!lines.some((line) => line.msg === 'listening')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The slow shop did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, port, child, lines, exited };
}

/** Kills every slow shop still running. */
export function stopSlowShops(): void {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}
