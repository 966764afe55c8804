import { type FakeSmtpServer, startFakeSmtpServer } from '@cairn/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { hydrated } from './harness.ts';

export type Mailbox = {
  /** The link to `path` in the last mail to `email`, as a path on the shop (waits up to 10 s). */
  linkTo(email: string, path: string): Promise<string>;
};

/**
 * A fake SMTP server the shop under test sends its mail to (`SMTP_URL`), for journeys that
 * follow a mailed link. Call it before `useRunningShop()` in the same describe block: its
 * beforeAll then runs before the shop starts (and reads `SMTP_URL`), its afterAll after the
 * shop has stopped.
 */
export function useMailbox(): Mailbox {
  let smtp: FakeSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await smtp?.close();
  });
  return {
    async linkTo(email, path) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        for (const mail of [...(smtp?.received ?? [])].reverse()) {
          if (!mail.envelopeTo.includes(email)) continue;
          // The body as a mail client shows it: long lines travel quoted-printable, soft-wrapped.
          const link = mail.text
            .match(/https?:\/\/\S+/g)
            ?.map((found) => new URL(found))
            .find((url) => url.pathname === path);
          if (link) return `${link.pathname}${link.search}`;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No email with a link to ${path} reached ${email}`);
    },
  };
}

/**
 * Registers as a shopper does: the login page's form, then the link mailed to the address,
 * whose page makes the account and logs in. Ends on `/welcome`.
 */
export async function registerInBrowser(
  page: Page,
  {
    shopUrl,
    mailbox,
    email,
    password,
    firstName = 'Alex',
    lastName = 'Hill',
  }: {
    shopUrl: string;
    mailbox: Mailbox;
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
  },
): Promise<void> {
  await page.goto(`${shopUrl}/login`);
  await hydrated(page);
  const form = page.getByRole('region', { name: 'New to Cairn?' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  const sent = form.getByRole('status');
  await sent.waitFor();
  expect(await sent.textContent()).toContain(`we have sent a link to ${email}`);
  await page.goto(`${shopUrl}${await mailbox.linkTo(email, '/customer/activate')}`);
  await hydrated(page);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL(`${shopUrl}/welcome`);
}
