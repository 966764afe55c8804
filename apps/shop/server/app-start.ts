/**
 * How a first load starts the app: not from `<script src>` and `modulepreload` links in the
 * HTML, which the browser's preload scanner fetches at once, but from a small inline module
 * that asks for the code once the page has painted.
 *
 * Why: on a phone's connection the entry (about 118 KB) shares the line with the stylesheet
 * and the largest image, and painting waited for all three; Lighthouse's mobile run put the
 * home page's LCP at 2.1 s against 0.65 s for a page of one heading (issue 16). The page does
 * not need its script to be read or used (server-rendered, plain links, forms that post), so
 * the paint comes first and the code straight after: a frame later, not a round trip later.
 * Measured figures are in scripts/README.md.
 *
 * `requestAnimationFrame` runs only once the render-blocking stylesheet is in, just before the
 * first paint; the timeout after it lands past that paint. A tab opened in the background
 * paints nothing, so it starts at once. The chunks each matched route needs are listed beside
 * the script as JSON (`chunkListScript`) and preloaded in the same step, so the entry and the
 * page's code still load side by side.
 */
export function appStartScript(entry: string): string {
  return [
    'const start = () => {',
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
    'if (document.visibilityState === "hidden") start();',
    'else requestAnimationFrame(() => setTimeout(start));',
  ].join('\n');
}

/** A route's chunks, for the app start script to preload: a data block, which runs nothing. */
export function chunkListScript(addresses: string[]) {
  return {
    attrs: { type: 'application/json', 'data-app-chunks': '' },
    children: JSON.stringify(addresses),
  };
}
