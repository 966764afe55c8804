import { describe, expect, it } from 'vitest';
import { axeViolations, wcag21AndBestPractice } from './axe.ts';
import { buyAsGuest } from './commerce.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

// Bookings made beside the browser come from other shoppers, each of an address of its own
// (the harness trusts one proxy hop): the per-address booking limit is theirs, not the suite's.
let shoppers = 0;
const otherShopper = () => {
  shoppers += 1;
  return `203.0.113.${shoppers}`;
};

const jacket = 'moraine-mens-nevis-gore-tex-jacket-104211-923';

describe.skipIf(!hasChromium)('store appointments and order tracking in Chromium', () => {
  const shop = useRunningShop();

  for (const [width, store] of [
    [1280, 'bristol'],
    [375, 'manchester'],
  ] as const) {
    describe(`at ${width} px wide`, () => {
      const freshPage = () => shop.newTab({ viewport: { width, height: 900 } });

      it('shows free times without JavaScript, from the store page link', async () => {
        const html = await (await fetch(`${shop.url}/appointment?store=${store}`)).text();
        expect(html).toContain('<h1>Book a store appointment</h1>');
        const form = html.match(/<form[^>]*class="appointment-choice"[^>]*>/)?.[0] ?? '';
        expect(form).toContain('method="get"');
        expect(form).toContain('action="/appointment"');
        expect(html).toContain('Choose a time');
        const story = await (await fetch(`${shop.url}/appointments/${store}`)).text();
        expect(story).toContain(`/appointment?store=${store}`);
      });

      it('books a slot, shows the confirmation, and the slot is gone', async () => {
        const { page, errors } = await freshPage();
        await page.goto(`${shop.url}/appointment?store=${store}`);
        await hydrated(page);
        await page.getByLabel('Service').selectOption('Ski boot fitting');
        await page.waitForURL(/service=Ski/);
        const first = page.locator('.appointment-slots__day').first().getByRole('radio').first();
        await first.waitFor();
        const time = (await first.locator('xpath=following-sibling::label').textContent()) ?? '';
        const label = await first.getAttribute('value');
        await first.click();
        await page.getByLabel('Name').fill('Ann Hill');
        await page.getByLabel('Email address').fill('ann.hill@example.com');
        await page.getByRole('button', { name: 'Book appointment' }).click();
        await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
        const when = (await page.locator('[data-appointment-when]').textContent()) ?? '';
        expect(when).toMatch(/^\w+day \d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);
        expect(when.endsWith(time)).toBe(true);
        expect(errors).toEqual([]);

        // The same slot is no longer offered, on a fresh page and to the API.
        await page.goto(`${shop.url}/appointment?store=${store}&service=Ski+boot+fitting`);
        await hydrated(page);
        expect(await page.locator(`[role="radio"][value="${label}"]`).count()).toBe(0);
        const again = await fetch(`${shop.url}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': otherShopper() },
          body: JSON.stringify({
            store,
            service: 'Ski boot fitting',
            startsAt: label,
            name: 'Late Comer',
            email: 'late@example.com',
          }),
        });
        expect(again.status).toBe(409);
      });

      it('says clearly when the chosen time was taken meanwhile', async () => {
        const { page, expectError } = await freshPage();
        expectError(/status of 409 .*\/api\/appointments\)$/, 'the slot was booked by another');
        await page.goto(`${shop.url}/appointment?store=${store}&service=Walking+boot+fitting`);
        await hydrated(page);
        const radio = page.locator('.appointment-slots__day').nth(1).getByRole('radio').first();
        const startsAt = await radio.getAttribute('value');
        await radio.click();
        // Someone else books it first.
        const other = await fetch(`${shop.url}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': otherShopper() },
          body: JSON.stringify({
            store,
            service: 'Walking boot fitting',
            startsAt,
            name: 'Quick Booker',
            email: 'quick@example.com',
          }),
        });
        expect(other.status).toBe(201);
        await page.getByLabel('Name').fill('Ann Hill');
        // A recipient of her own: three bookings a day per recipient is the limit.
        await page.getByLabel('Email address').fill(`ann.hill.${otherShopper()}@example.com`);
        await page.getByRole('button', { name: 'Book appointment' }).click();
        // Said by the times (issue 17, item 8), where the shopper picks another.
        await expect
          .poll(() => page.locator('.appointment-slots').getByRole('alert').textContent())
          .toBe('That time has just been taken; please choose another');
        expect(await page.locator('.appointment-booking__problem').count()).toBe(0);
        await page.waitForFunction(
          (value) => !document.querySelector(`[role="radio"][value="${value}"]`),
          startsAt,
        );
      });

      it('has no axe violations on /appointment', async () => {
        const { page } = await freshPage();
        await page.goto(`${shop.url}/appointment?store=${store}`);
        await hydrated(page);
        // The page's own content; the site header is checked by the journeys that own it.
        expect(
          await axeViolations(page, {
            within: '.appointment-page',
            runOnly: wcag21AndBestPractice,
          }),
        ).toEqual([]);
      });

      it('tracks an order placed through the commerce API on the delivery page', async () => {
        const orderNumber = await placeOrder(shop.url);
        const { page, errors, expectError } = await freshPage();
        expectError(/status of 404 .*\/api\/orders\/track\)$/, 'a wrong email finds no order');
        await page.goto(`${shop.url}/information/delivery-returns`);
        await hydrated(page);
        const widget = page.locator('.cairn-block-tracking-widget');
        await widget.getByLabel('Order number').fill(orderNumber);
        await widget.getByLabel('Email address').fill('someone.else@example.com');
        await widget.getByRole('button', { name: 'Track order' }).click();
        await expect
          .poll(() => widget.getByRole('alert').textContent())
          .toMatch(/could not find an order with that number and email address/);
        await widget.getByLabel('Email address').fill('Track.Me@example.com');
        await widget.getByRole('button', { name: 'Track order' }).click();
        await expect
          .poll(() => widget.locator('.cairn-block-tracking-widget__status').textContent())
          .toBe('Being prepared');
        expect(
          await widget.locator('.cairn-block-tracking-widget__details').textContent(),
        ).toContain('Royal Mail');
        expect(errors).toEqual([]);
      });
    });
  }

  it("offers every store in the home page's booking block and leads to the chosen one", async () => {
    const stores = await (await fetch(`${shop.url}/api/appointments/stores`)).json();
    const html = await (await fetch(`${shop.url}/`)).text();
    const block = html.slice(html.indexOf('cairn-block-appointment-store'));
    const options = [...block.matchAll(/<option value="([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(options.length).toBeGreaterThan(1);
    expect(options).toEqual(stores.stores.map((store: { slug: string }) => store.slug));

    const { page, errors } = await shop.newTab({ viewport: { width: 375, height: 900 } });
    await page.goto(`${shop.url}/`);
    await hydrated(page);
    const booking = page.locator('.cairn-block-appointment-store');
    await booking.getByLabel('Store').selectOption(options[1] as string);
    await booking.getByRole('link', { name: /Book/ }).click();
    await page.waitForURL(`${shop.url}/appointments/${options[1]}`);
    expect(errors).toEqual([]);
  });
});

/** A guest buys the jacket's first size in stock through the commerce API; its order number. */
async function placeOrder(url: string): Promise<string> {
  const resolved = await (await fetch(`${url}/api/resolver/${jacket}`)).json();
  const sku: string = resolved.data.product.items.find(
    (item: { stock: number }) => item.stock > 0,
  ).sku;
  return buyAsGuest(url, {
    sku,
    quantity: 1,
    address: {
      firstName: 'Tess',
      lastName: 'Tracker',
      email: 'track.me@example.com',
      address1: '3 Beck Row',
      city: 'Keswick',
      zipCode: 'CA12 5AB',
      country: 'GB',
    },
  });
}
