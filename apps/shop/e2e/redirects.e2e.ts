import { shippedOldHosts, shippedRedirectRules } from '@cairn/redirects/table';
import { describe, expect, it } from 'vitest';
import { useRunningShop } from './harness.ts';

/** Requests every old address of the shipped table and follows it to a live page. */
describe('the legacy redirect table on the running shop', () => {
  const shop = useRunningShop({ chromium: false });

  it('answers every `from` with one 301 hop to a page that answers 200', async () => {
    const failures: string[] = [];
    const queue = [...shippedRedirectRules];
    const worker = async () => {
      for (let rule = queue.shift(); rule; rule = queue.shift()) {
        const from = new URL(rule.from, 'http://old.example');
        const onOldHost = shippedOldHosts.includes(from.hostname);
        const path =
          onOldHost || rule.from.startsWith('/') ? from.pathname + from.search : rule.from;
        const first = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
        const location = first.headers.get('location');
        if (first.status !== 301 || !location) {
          failures.push(`${rule.from}: ${first.status}, expected 301`);
          continue;
        }
        const target = new URL(location, shop.url);
        const page = await fetch(target, { redirect: 'manual' });
        await page.arrayBuffer();
        if (page.status !== 200)
          failures.push(`${rule.from} -> ${target.pathname}: ${page.status}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(shippedRedirectRules.length).toBeGreaterThanOrEqual(1200);
  }, 600_000);
});
