import axe from 'axe-core';

/** Fails with the rule ids and their help text when axe finds violations in `element`. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  // Colour contrast needs layout, which jsdom does not have; the browser tests check it.
  // jsdom cannot message into iframes (embedded-html); the iframe's own page is not ours to check.
  const results = await axe.run(element, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  if (results.violations.length > 0) {
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.help}`);
    throw new Error(`Accessibility violations:\n${summary.join('\n')}`);
  }
}
