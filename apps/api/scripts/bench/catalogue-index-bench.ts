/*
 * The catalogue index alone, without a database or HTTP: the demo generator's N products
 * (default 250,000) built into an index, then listings, searches and predictive searches timed
 * in CPU time (less disturbed than wall time on a shared machine). For finding where the
 * index spends its time; the shop's figures come from catalogue-scale-bench.ts.
 *
 *   npx -y pnpm@10.34.9 --filter @cairn/api exec tsx scripts/bench/catalogue-index-bench.ts 250000
 */
import { searchTerms } from '../../src/catalogue/search-text.ts';
import { demoCatalogueIndex } from '../../src/catalogue/testing/demo-catalogue-index.ts';
import { keystrokesOf, searchWords } from './search-words.ts';

const n = Number(process.argv[2] ?? 250000);
// The search texts only counted: the timed runs keep no more in memory than the index.
const { index, base, words } = (() => {
  const { index, searchTexts, catalogue } = demoCatalogueIndex(n);
  const words = searchTexts.reduce((sum, text) => sum + text.split(' ').length, 0);
  return { index, base: catalogue, words };
})();
console.log(`${n} products, ${(words / n).toFixed(1)} words of search text each`);
const time = (label: string, f: () => unknown, runs = 20) => {
  const ts: number[] = [];
  for (let r = 0; r < runs; r++) {
    const s = process.cpuUsage();
    f();
    const d = process.cpuUsage(s);
    ts.push((d.user + d.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(32)} p50 ${ts[Math.floor(runs / 2)]?.toFixed(1)} ms  max ${ts.at(-1)?.toFixed(1)} ms`,
  );
};
const q = (extra: object) => ({
  filters: new Map(),
  sort: 'recommended' as const,
  page: 1,
  pageSize: 24,
  ...extra,
});
time('/all facets', () => index.list(q({ categoryUri: '/all' })));
time('search jacket', () => index.list(q({ searchTerms: searchTerms('jacket') })));
time('search jaket waterprof', () =>
  index.list(q({ searchTerms: searchTerms('jaket waterprof') })),
);
for (const s of ['g', 'gor', 'merin', 'sleeping b', 'hiking bo'])
  time(`suggest ${s}`, () => index.searchTop(searchTerms(s), 5));

// Every keystroke of the scale bench's predictive searches (2 to 8 letters of each word),
// each the median of 5 runs: the slowest show where suggest's p99 comes from.
const keystrokes = keystrokesOf([
  ...searchWords,
  ...base.brands.slice(0, 10).map((brand) => brand.slug),
]);
const perKeystroke = keystrokes.map((typed) => {
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = process.cpuUsage();
    index.searchTop(searchTerms(typed), 5);
    const spent = process.cpuUsage(started);
    runs.push((spent.user + spent.system) / 1000);
  }
  return { typed, ms: runs.sort((a, b) => a - b)[2] as number };
});
perKeystroke.sort((a, b) => b.ms - a.ms);
const at = (share: number) =>
  perKeystroke[Math.floor((1 - share) * (perKeystroke.length - 1))]?.ms.toFixed(1);
console.log(
  `suggest, ${keystrokes.length} keystrokes: p50 ${at(0.5)} ms  p90 ${at(0.9)} ms  slowest ${perKeystroke
    .slice(0, 5)
    .map(({ typed, ms }) => `"${typed}" ${ms.toFixed(1)}`)
    .join(', ')}`,
);
