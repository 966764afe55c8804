import { type ChildProcess, spawn } from 'node:child_process';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

export type ApiProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to listening. */
  startMs: number;
  /** SIGKILL: no handler runs, no transaction finishes, nothing is flushed. */
  kill(): Promise<void>;
};

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
// Inside apps/api, so the bundle finds apps/api's node_modules and its drizzle folder.
const bundleDir = join(apiRoot, '.data', 'faults');

/**
 * Bundles a TypeScript entry of apps/api into one JavaScript file (dependencies stay
 * external), so a restart costs Node's start-up and the database's, not a TypeScript compile
 * (under tsx a start took 10-20 s on a loaded 2-core machine). Answers the file's path.
 */
export async function bundleApiEntry(entry: string): Promise<string> {
  const name = basename(entry).replace(/\.ts$/, '');
  await build({
    entry: { [name]: join(apiRoot, entry) },
    outDir: bundleDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    silent: true,
    clean: false,
    dts: false,
    config: false,
  });
  return join(bundleDir, `${name}.js`);
}

/**
 * Starts a bundled entry (see bundleApiEntry) that prints `{"port": n}` when it listens, with
 * the given environment on top of this one's.
 */
export async function startApiProcess(
  entry: string,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<ApiProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before listening: ${stderr}`));
    });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const match = /^\{"port":(\d+)\}$/.exec(line.trim());
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    startMs: performance.now() - started,
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
