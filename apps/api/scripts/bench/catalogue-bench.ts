import { parseArgs } from 'node:util';
import { defaultDatabaseUrl, type Engine, engines, type RunningApi, startApi } from './engines.ts';
import { runLoad } from './load.ts';
import { formatTable, machineContext, type Row } from './report.ts';
import { buildRequestMix } from './request-mix.ts';

const usage = `Usage: tsx scripts/bench/catalogue-bench.ts [--engine pglite|postgres|both]
  [--duration 15] [--connections 50] [--warmup 5]

Measures GET /api/resolver/{uri} and POST /api/catalog/get-category-products over real HTTP.
PostgreSQL runs in a fresh database on DATABASE_URL (default ${defaultDatabaseUrl}).`;

type Options = { engines: Engine[]; duration: number; connections: number; warmup: number };

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '15' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '5' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const whole = (name: 'duration' | 'connections' | 'warmup', min: number) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`--${name} must be a whole number of at least ${min}\n\n${usage}`);
    }
    return value;
  };
  const engine = values.engine;
  if (engine !== 'both' && !engines.includes(engine as Engine)) {
    throw new Error(`--engine must be pglite, postgres or both\n\n${usage}`);
  }
  return {
    engines: engine === 'both' ? [...engines] : [engine as Engine],
    duration: whole('duration', 1),
    connections: whole('connections', 1),
    warmup: whole('warmup', 0),
  };
}

async function benchEngine(running: RunningApi, options: Options): Promise<Row[]> {
  const mix = await buildRequestMix(running);
  console.log(`${running.engine}: ${running.version}\n  ${mix.summary}`);
  if (options.warmup > 0) {
    // JIT, query plans and the pool's connections, on the same mix as the measured runs.
    await runLoad(running.origin, [...mix.resolver, ...mix.categoryProducts], {
      connections: options.connections,
      duration: options.warmup,
    });
  }
  const rows: Row[] = [];
  for (const [endpoint, requests] of [
    ['resolver', mix.resolver],
    ['category-products', mix.categoryProducts],
  ] as const) {
    await running.settled();
    const figures = await runLoad(running.origin, requests, options);
    rows.push({ engine: running.engine, endpoint, ...figures });
    console.log(
      `  ${endpoint}: ${figures.requestsPerSecond.toFixed(0)} requests/s, ` +
        `p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `errors/non-2xx ${figures.errors}/${figures.non2xx}`,
    );
  }
  return rows;
}

async function main() {
  const options = readOptions();
  const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl;
  console.log(`${machineContext()}\n`);
  console.log(
    `${options.connections} connections, ${options.duration} s per endpoint after a ${options.warmup} s warm-up\n`,
  );

  const rows: Row[] = [];
  for (const engine of options.engines) {
    const started = Date.now();
    const running = await startApi(engine, databaseUrl);
    console.log(`${engine}: started and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Ctrl-C still drops the benchmark database and removes the data folder.
    const interrupt = () => void running.stop().finally(() => process.exit(130));
    process.once('SIGINT', interrupt);
    try {
      rows.push(...(await benchEngine(running, options)));
    } finally {
      process.off('SIGINT', interrupt);
      await running.stop();
    }
  }

  console.log(`\n${formatTable(rows)}\n\n${machineContext()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
