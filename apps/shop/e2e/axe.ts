import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's WCAG 2.1 A/AA and best-practice rules, for checks narrower than axe's default. */
export const wcag21AndBestPractice = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type AxeOptions = {
  /** A selector for the element to check (default: the whole document). */
  within?: string;
  /** Tags of the rules to run (default: every rule axe-core enables by default). */
  runOnly?: string[];
};

export type AxeViolation = { id: string; help: string; nodes: string[] };

/** Injects axe-core into the page and answers its violations, each with the nodes it names. */
export async function axeViolations(
  page: Page,
  { within, runOnly }: AxeOptions = {},
): Promise<AxeViolation[]> {
  // The navigation progress bar is only there while a page loads; check the page at rest.
  await page.waitForSelector('.shop-progress[data-active="true"]', { state: 'detached' });
  // Evaluated over the DevTools protocol, not as an inline <script>: the shop's nonce CSP
  // (rightly) refuses a script tag the page did not sign.
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, runOnly }) => {
      type AxeResult = {
        violations: { id: string; help: string; nodes: { target: string[] }[] }[];
      };
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }
      ).axe;
      const context = within ? (document.querySelector(within) ?? document) : document;
      const result = await axe.run(context, runOnly ? { runOnly } : {});
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { within, runOnly },
  );
}
