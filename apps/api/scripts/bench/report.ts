import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import type { LoadFigures } from './load.ts';

export type Row = LoadFigures & { engine: string; endpoint: string };

/** Cores, load and Node version: on the shared 2-core machines the figures mean little without them. */
export function machineContext(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  return [
    `cores: ${availableParallelism()} (${cpus()[0]?.model.trim() ?? 'unknown cpu'})`,
    `memory: ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `load average (1 / 5 / 15 min): ${load}`,
    `node: ${process.version}`,
  ].join('\n');
}

/** The figures as a Markdown table, so they paste into the README as they are. */
export function formatTable(rows: Row[]): string {
  const header = [
    'engine',
    'endpoint',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx',
    'load 1m',
  ];
  const lines = rows.map((row) => [
    row.engine,
    row.endpoint,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(0),
    row.p99.toFixed(0),
    `${row.errors}/${row.non2xx}`,
    row.loadBefore.toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
  ].join('\n');
}
