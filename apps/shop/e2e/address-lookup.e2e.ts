import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAddressLookup, startFakeAddressLookup } from './fake-address-lookup.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

const jacket = '/moraine-mens-nevis-gore-tex-jacket-104211-923';
const key = 'AB12-CD34-EF56-GH78';

describe.skipIf(!hasChromium)(
  'the address lookup at checkout (LOQATE_KEY set), in Chromium',
  () => {
    let lookup: FakeAddressLookup | undefined;
    // The fake provider is up before the shop starts, which reads its addresses from the
    // environment (hooks before useRunningShop's run first and their afterAll last).
    beforeAll(async () => {
      lookup = await startFakeAddressLookup({
        key,
        addresses: [
          {
            Id: 'GB|RM|A|1001',
            Line1: '2 Glen Road',
            Line2: 'Coylumbridge',
            Company: '',
            City: 'Aviemore',
            PostalCode: 'PH22 1QU',
            CountryIso2: 'GB',
          },
        ],
      });
      Object.assign(process.env, {
        LOQATE_KEY: key,
        LOQATE_SCRIPT_URL: lookup.scriptUrl,
        LOQATE_STYLE_URL: lookup.styleUrl,
      });
    });
    afterAll(async () => {
      for (const name of ['LOQATE_KEY', 'LOQATE_SCRIPT_URL', 'LOQATE_STYLE_URL']) {
        delete process.env[name];
      }
      await lookup?.close();
    });
    const shop = useRunningShop();

    for (const width of [1280, 375]) {
      it(`fills the address from the one the shopper picks, and the order goes to it (${width} px)`, async () => {
        const { page, errors } = await shop.newTab({ viewport: { width, height: 900 } });
        await page.goto(`${shop.url}${jacket}`);
        await hydrated(page);
        await page.locator('.shop-product__size[data-available="true"]').first().click();
        await page.getByRole('button', { name: 'Add to bag' }).click();
        const bag = page.getByRole('dialog', { name: 'Your bag' });
        await bag.locator('.cart-line').first().waitFor();
        await bag.getByRole('link', { name: 'Go to checkout' }).click();
        await page.waitForURL('**/checkout');
        await hydrated(page);

        await page.fill('#email', 'ann.hill@example.com');
        await page.fill('#first-name', 'Ann');
        await page.fill('#last-name', 'Hill');
        await page.locator('#address-1').pressSequentially('2 Glen', { delay: 20 });
        await page
          .getByRole('listbox', { name: 'Addresses found' })
          .getByRole('option', { name: '2 Glen Road, Aviemore PH22 1QU' })
          .click();
        await page.waitForFunction(
          () =>
            (document.getElementById('postcode') as HTMLInputElement | null)?.value === 'PH22 1QU',
        );
        expect(await page.inputValue('#address-1')).toBe('2 Glen Road');
        expect(await page.inputValue('#address-2')).toBe('Coylumbridge');
        expect(await page.inputValue('#city')).toBe('Aviemore');

        await page.check('#terms');
        await page.fill('#card-number', '4242 4242 4242 4242');
        await page.fill('#card-expiry', '12/30');
        await page.fill('#card-cvc', '123');
        await page.locator('.checkout-pay__button').click();
        await page.waitForURL('**/success');
        // The form's state took what the lookup wrote, so the order carries it.
        const address = (await page.locator('.checkout-receipt__address').textContent()) ?? '';
        expect(address).toContain('2 Glen Road');
        expect(address).toContain('Aviemore');
        expect(address).toContain('PH22 1QU');

        // The provider was asked with the shop's key, for the shop's countries less CY and XK.
        const find = lookup?.calls.find((call) => call.service === 'Find');
        expect(find?.params.Key).toBe(key);
        expect(find?.params.Countries?.split(',')).toContain('GB');
        expect(find?.params.Countries?.split(',')).not.toContain('CY');
        expect(lookup?.calls.some((call) => call.service === 'Retrieve')).toBe(true);
        expect(errors).toEqual([]);
      });
    }
  },
);
