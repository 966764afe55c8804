/**
 * Preloaded into the shop by `ssr-bench.ts` (`node --import ./scripts/bench-probe.ts`), never in
 * production. Counts the statements sent to the embedded database (PGlite's `query` and `exec`)
 * and measures event-loop delay and the process's CPU time. On SIGUSR2 it writes the figures
 * since the last signal to the file named by BENCH_PROBE_FILE, then starts counting afresh.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { findPackageJSON } from 'node:module';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

export type ProbeFigures = {
  statements: number;
  cpuMs: number;
  loopDelay: { p50: number; p99: number; max: number };
};

const file = process.env.BENCH_PROBE_FILE;
if (!file) throw new Error('bench-probe needs BENCH_PROBE_FILE');

// The PGlite the API imports, resolved from @cairn/api as an ES module: the same class.
type Methods = Record<'query' | 'exec', (...args: unknown[]) => Promise<unknown>>;
const pglitePackage = findPackageJSON('@electric-sql/pglite', import.meta.resolve('@cairn/api'));
if (!pglitePackage) throw new Error("bench-probe cannot find the API's @electric-sql/pglite");
const { exports } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as {
  exports: { '.': { import: { default: string } } };
};
const entry = pathToFileURL(join(dirname(pglitePackage), exports['.'].import.default)).href;
const { PGlite } = (await import(entry)) as { PGlite: { prototype: Methods } };

let statements = 0;
for (const method of ['query', 'exec'] as const) {
  const original = PGlite.prototype[method];
  PGlite.prototype[method] = function counted(this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
}

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let cpu = process.cpuUsage();

process.on('SIGUSR2', () => {
  const used = process.cpuUsage(cpu);
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e6);
  const figures: ProbeFigures = {
    statements,
    cpuMs: Math.round((used.user + used.system) / 1000),
    loopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
  };
  writeFileSync(file, JSON.stringify(figures));
  statements = 0;
  cpu = process.cpuUsage();
  delay.reset();
});
