import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { hasChromium, hydrated, useRunningShop } from './harness.ts';

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/**
 * Issue 31, item 6: a newcomer trying the demo (DEMO=1, no SMTP_URL, as `pnpm demo` runs)
 * registers and confirms the address through the demo mailbox the footer links to, never the
 * server log.
 */
describe.skipIf(!hasChromium)('the demo mailbox in Chromium', () => {
  // No SMTP_URL: mail stays in the outbox, as on a newcomer's machine.
  const shop = useRunningShop({ env: { SMTP_URL: '' } });

  for (const viewport of viewports) {
    it(`at ${viewport.width} px, a newcomer registers and confirms through /demo/mailbox`, async () => {
      const email = `newcomer-${viewport.name}-${Date.now()}@example.com`;
      const password = 'newcomer-password-1';
      const { page, errors } = await shop.newTab({
        viewport: { width: viewport.width, height: viewport.height },
      });
      await page.goto(`${shop.url}/login`);
      await hydrated(page);
      const form = page.getByRole('region', { name: 'New to Cairn?' });
      await form.getByLabel('First name').fill('Robin');
      await form.getByLabel('Last name').fill('Fell');
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.getByRole('status').getByText(`we have sent a link to ${email}`).waitFor();

      // The footer's demo notice says where the mail went; its link loads the server's page.
      const notice = page.getByTestId('demo-notice');
      await notice.scrollIntoViewIfNeeded();
      await notice.getByRole('link', { name: 'demo mailbox' }).click();
      await page.waitForURL(`${shop.url}/demo/mailbox`);
      await page.getByRole('heading', { level: 1, name: 'Demo mailbox' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Newest first: the newcomer's confirmation heads the list.
      const newest = page.getByRole('list', { name: 'Mails, newest first' }).getByRole('listitem');
      expect(await newest.first().textContent()).toContain(email);
      await newest
        .first()
        .getByRole('link', { name: 'Confirm your email to finish your Cairn account' })
        .click();
      await page.getByRole('heading', { level: 1, name: /Confirm your email/ }).waitFor();
      expect(await page.getByRole('definition').first().textContent()).toBe(email);
      expect(await axeViolations(page)).toEqual([]);

      // The mailed link works from the mailbox: the account is made and logged in.
      await page.getByRole('link', { name: /\/customer\/activate\?/ }).click();
      await page.waitForURL(/\/customer\/activate\?/);
      await hydrated(page);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await page.waitForURL(`${shop.url}/welcome`);
      await page.getByText('Hello Robin, your Cairn account is ready.').waitFor();
      expect(errors).toEqual([]);
    });
  }

  it('answers a mail it does not hold with 404, and keeps every mailbox answer out of caches', async () => {
    const list = await fetch(`${shop.url}/demo/mailbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${shop.url}/demo/mailbox/999999`)).status).toBe(404);
  });
});
