/**
 * How a first load starts the app: not from `<script src>` and `modulepreload` links in the
 * HTML, which the browser's preload scanner fetches at once, but from a small inline module
 * that asks for the code once the page has painted with its largest image.
 *
 * Why: on a phone's connection the entry (about 118 KB) shares the line with the stylesheet
 * and the largest image, and the largest paint waited for all three; Lighthouse's mobile run
 * put the home page's LCP at 2.1 s against 0.65 s for a page of one heading (issue 16). The
 * page does not need its script to be read or used (server-rendered, plain links, forms that
 * post), so the paint comes first and the code straight after: a frame or two later, not a
 * round trip later. Measured figures are in scripts/README.md.
 *
 * `requestAnimationFrame` runs only once the render-blocking stylesheet is in, just before a
 * paint; the timeout after it lands past that paint. The page's high-priority images (the hero,
 * the first product image or cards: `fetchpriority="high"`) are waited for too, loaded and
 * decoded, then one more paint: they are what the shopper looks at first. A slow or broken one
 * holds the code back at most `heldAtMostMs`. A tab opened in the background paints nothing,
 * so it starts at once. The chunks each matched route needs are listed beside the script as
 * JSON (`chunkListScript`) and preloaded in the same step, so the entry and the page's code
 * still load side by side.
 */
export function appStartScript(entry: string): string {
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const list of document.querySelectorAll("script[data-app-chunks]")) {',
    '    for (const href of JSON.parse(list.textContent)) {',
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    '  }',
    `  import(${JSON.stringify(entry)});`,
    '};',
    'const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));',
    'const decoded = (image) => (image.decode ? image.decode().catch(() => {}) : undefined);',
    'if (document.visibilityState === "hidden") start();',
    'else {',
    `  setTimeout(start, ${heldAtMostMs});`,
    '  const images = [...document.querySelectorAll("img[fetchpriority=high]")];',
    '  painted()',
    '    .then(() => Promise.all(images.map(decoded)))',
    '    .then(() => (images.length > 0 ? painted() : undefined))',
    '    .then(start);',
    '}',
  ].join('\n');
}

/** The longest a slow high-priority image holds the app's code back. */
export const heldAtMostMs = 3000;

/** A route's chunks, for the app start script to preload: a data block, which runs nothing. */
export function chunkListScript(addresses: string[]) {
  return {
    attrs: { type: 'application/json', 'data-app-chunks': '' },
    children: JSON.stringify(addresses),
  };
}
