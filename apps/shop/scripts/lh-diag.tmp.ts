import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startShop } from '../e2e/harness.ts';

const routes = process.argv.slice(2);
const shop = await startShop();
const port = await new Promise<number>((r) => {
  const s = createServer();
  s.listen(0, () => {
    const p = (s.address() as any).port;
    s.close(() => r(p));
  });
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
});
const w = await browser.newPage({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
for (const route of routes) await w.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
await w.close();
for (const route of routes) {
  const o = await lighthouse(`${shop.url}${route}`, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  const lhr = o!.lhr;
  const name = route.replace(/\W+/g, '_') || 'home';
  writeFileSync(`/tmp/lhdiag/${name}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(
    route,
    Math.round(lhr.categories.performance!.score! * 100),
    'LCP',
    a['largest-contentful-paint']?.displayValue,
    'TBT',
    a['total-blocking-time']?.displayValue,
    'FCP',
    a['first-contentful-paint']?.displayValue,
    'SI',
    a['speed-index']?.displayValue,
    'bench',
    lhr.environment.benchmarkIndex,
  );
}
await browser.close();
await shop.stop();
