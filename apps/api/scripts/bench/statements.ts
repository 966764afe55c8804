import { parseArgs } from 'node:util';
import { countStatements } from '../../src/testing/statement-counter.ts';
import { defaultDatabaseUrl, type Engine, engines, startApi } from './engines.ts';
import { machineContext } from './report.ts';
import { type BenchRequest, buildRequestMix } from './request-mix.ts';

const usage = `Usage: tsx scripts/bench/statements.ts [--engine pglite|postgres|both]

Sends each distinct request of the catalogue benchmark's mix once, one at a time, and prints per
endpoint the SQL statements a request sends to the database, its wall time and the API
process's CPU time (PGlite runs inside it; a PostgreSQL server's work is not counted).`;

type Figures = {
  endpoint: string;
  requests: number;
  mean: number;
  min: number;
  max: number;
  wallMs: number;
  cpuMs: number;
};

type Sample = { statements: number; wallMs: number; cpuMs: number };

async function countEngine(engine: Engine, databaseUrl: string): Promise<Figures[]> {
  const running = await startApi(engine, databaseUrl);
  const counter = countStatements();
  try {
    const mix = await buildRequestMix(running);
    const byEndpoint = new Map<string, Sample[]>();
    const distinct = new Map(
      [...mix.resolver, ...mix.categoryProducts].map((request) => [key(request), request]),
    );
    for (const request of distinct.values()) {
      await running.settled();
      counter.reset();
      const started = performance.now();
      const cpu = process.cpuUsage();
      const response = await fetch(`${running.origin}${request.path}`, request);
      await response.arrayBuffer();
      const used = process.cpuUsage(cpu);
      const sample = {
        statements: counter.count,
        wallMs: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
      };
      if (!response.ok) throw new Error(`${key(request)} answered ${response.status}`);
      const endpoint = request.path.startsWith('/api/resolver/') ? 'resolver' : 'category-products';
      byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), sample]);
    }
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    return [...byEndpoint].map(([endpoint, samples]) => {
      const counts = samples.map((sample) => sample.statements);
      return {
        endpoint,
        requests: samples.length,
        mean: mean(counts),
        min: Math.min(...counts),
        max: Math.max(...counts),
        wallMs: mean(samples.map((sample) => sample.wallMs)),
        cpuMs: mean(samples.map((sample) => sample.cpuMs)),
      };
    });
  } finally {
    counter.stop();
    await running.stop();
  }
}

function key(request: BenchRequest): string {
  return `${request.method} ${request.path} ${request.body ?? ''}`;
}

async function main() {
  const { values } = parseArgs({
    options: { engine: { type: 'string', default: 'both' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(usage);
  const engine = values.engine;
  if (engine !== 'both' && !engines.includes(engine as Engine)) {
    throw new Error(`--engine must be pglite, postgres or both\n\n${usage}`);
  }
  const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl;
  console.log(`${machineContext()}\n`);
  console.log(
    '| engine | endpoint | distinct requests | statements/request (mean) | min | max | wall ms | CPU ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const name of engine === 'both' ? engines : [engine as Engine]) {
    for (const row of await countEngine(name, databaseUrl)) {
      console.log(
        `| ${name} | ${row.endpoint} | ${row.requests} | ${row.mean.toFixed(1)} | ${row.min} | ${row.max} | ${row.wallMs.toFixed(1)} | ${row.cpuMs.toFixed(1)} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
