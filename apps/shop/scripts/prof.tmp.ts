import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startShop } from '../e2e/harness.ts';

const route = process.argv[2] ?? '/';
const shop = await startShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.goto(`${shop.url}${route}`); // warm
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${shop.url}${route}`, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/lhdiag/prof.cpuprofile', JSON.stringify(profile));
const longTasks = await page.evaluate(() => performance.getEntriesByType('longtask').length);
console.log('long tasks', longTasks);
await browser.close();
await shop.stop();
