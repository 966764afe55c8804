import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startShop } from '../e2e/harness.ts';

const route = process.argv[2] ?? '/';
const shop = await startShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
const page2 = await browser.newPage({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
await browser.startTracing(page2, {
  path: '/tmp/lhdiag/trace.json',
  categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
});
await page2.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
await page2.waitForTimeout(1500);
await browser.stopTracing();
const trace = JSON.parse(readFileSync('/tmp/lhdiag/trace.json', 'utf8'));
const events = (trace.traceEvents ?? trace) as {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
  args?: any;
}[];
// main thread of the renderer: the thread with most RunTask time
const byThread = new Map<string, number>();
for (const e of events)
  if (e.name === 'RunTask' && e.dur)
    byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]![0];
const mainEvents = events.filter((e) => `${e.pid}:${e.tid}` === main && e.dur);
const tasks = mainEvents.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur! - a.dur!);
console.log(
  'main-thread tasks > 20ms:',
  tasks
    .filter((t) => t.dur! > 20000)
    .map((t) => Math.round(t.dur! / 1000))
    .join(', '),
);
const sum = new Map<string, number>();
for (const e of mainEvents)
  if (e.name !== 'RunTask') sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur!);
console.log(
  [...sum.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}ms`)
    .join('\n'),
);
// per long task: top child events
for (const t of tasks.slice(0, 4)) {
  const kids = mainEvents.filter(
    (e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e.name !== 'RunTask',
  );
  const k = new Map<string, number>();
  for (const e of kids)
    k.set(
      e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).split('/').pop() : ''),
      (k.get(e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).split('/').pop() : '')) ??
        0) + e.dur!,
    );
  console.log(
    `task ${Math.round(t.dur! / 1000)}ms:`,
    [...k.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`)
      .join(' | '),
  );
}
await browser.close();
await shop.stop();
