/**
 * Checkout figures against the built production server, in Debian's Chromium:
 *
 * - the JavaScript a first visit to /checkout downloads (every script and module preload,
 *   bytes as served and gzipped at level 6);
 * - the time from pressing "Pay" to the success page rendered with the order number, over 20
 *   orders (p50, with min, p90 and max), measured in the page: the click, then the frame after
 *   the order number is in the DOM.
 *
 * Build first (`pnpm --filter @cairn/shop... run build`), then:
 *   pnpm --filter @cairn/shop exec tsx scripts/checkout-report.ts [runs]
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchChromium, startShop } from '../e2e/harness.ts';

const runs = Number(process.argv[2] ?? 20);
if (!hasChromium) throw new Error('The report needs Chromium (apt-get install chromium).');

const shop = await startShop();
const browser = await launchChromium();
try {
  const scripts = await javaScriptForCheckout(browser, shop.url);
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`JavaScript shipped to /checkout (first visit): ${scripts.length} files`);
  for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(
      `  ${script.path.padEnd(48)} ${kb(script.bytes).padStart(10)} ${kb(script.gzip).padStart(10)} gzip`,
    );
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(bytes).padStart(10)} ${kb(gzip).padStart(10)} gzip`);

  const skus = await skusInStock(shop.url, runs);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await payToSuccess(browser, shop.url, skus[run % skus.length] as string));
  }
  times.sort((a, b) => a - b);
  console.log(
    `Pay → success page rendered, ${runs} orders: p50 ${ms(quantile(times, 0.5))}` +
      ` (min ${ms(times[0] ?? 0)}, p90 ${ms(quantile(times, 0.9))}, max ${ms(times.at(-1) ?? 0)})`,
  );
} finally {
  await browser.close();
  await shop.stop();
}

type Script = { path: string; bytes: number; gzip: number };

/** Every script a fresh browser downloads for /checkout, until the form is on screen. */
async function javaScriptForCheckout(browser: Browser, url: string): Promise<Script[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Map<string, Promise<Script>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    seen.set(
      response.url(),
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        bytes: body.byteLength,
        gzip: gzipSync(body, { level: 6 }).byteLength,
      })),
    );
  });
  await page.goto(`${url}/checkout`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  const scripts = await Promise.all(seen.values());
  await context.close();
  return scripts;
}

/** One size in stock from each of the first jackets, so 20 orders do not sell one out. */
async function skusInStock(url: string, count: number): Promise<string[]> {
  const response = await fetch(`${url}/api/catalog/get-category-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uri: '/all/clothing/jackets', page: 1 }),
  });
  const { products } = (await response.json()) as {
    products: { items: { sku: string; stock: number }[] }[];
  };
  const skus = products.flatMap((product) => {
    const item = [...product.items].sort((a, b) => b.stock - a.stock)[0];
    return item && item.stock > 0 ? [item.sku] : [];
  });
  if (skus.length === 0) throw new Error('No jackets in stock');
  return skus.slice(0, count);
}

/** A new shopper with one item in the bag fills in the checkout and pays; answers the ms. */
async function payToSuccess(browser: Browser, url: string, sku: string): Promise<number> {
  const token = await cartWith(url, sku);
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (!localStorage.getItem('cairn.cart-token')) localStorage.setItem('cairn.cart-token', value);
  }, token);
  const page = await context.newPage();
  await page.goto(`${url}/checkout`);
  await page.waitForSelector('#email');
  await fill(page);
  const elapsed = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>('.checkout-pay__button');
        if (!button) throw new Error('No pay button');
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-order-number]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const start = performance.now();
        button.click();
      }),
  );
  await context.close();
  return elapsed;
}

async function cartWith(url: string, sku: string): Promise<string> {
  const created = await fetch(`${url}/commerce/selection`, { headers: { 'API-Token': 'none' } });
  const token = created.headers.get('API-Token');
  if (!token) throw new Error('No cart token');
  const added = await fetch(`${url}/commerce/items/${encodeURIComponent(sku)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'API-Token': token },
    body: JSON.stringify({ quantity: 1 }),
  });
  if (!added.ok) throw new Error(`Adding ${sku} failed: ${await added.text()}`);
  return token;
}

async function fill(page: Page) {
  await page.fill('#email', 'report@example.com');
  await page.fill('#first-name', 'Ann');
  await page.fill('#last-name', 'Hill');
  await page.fill('#address-1', '1 Lake Road');
  await page.fill('#city', 'Keswick');
  await page.fill('#postcode', 'CA12 5AA');
  await page.fill('#card-number', '4242 4242 4242 4242');
  await page.fill('#card-expiry', '12/30');
  await page.fill('#card-cvc', '123');
  await page.check('#terms');
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
