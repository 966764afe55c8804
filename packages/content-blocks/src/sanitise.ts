/**
 * `@cairn/content-blocks/sanitise`: the embed sanitiser on its own entry, so a shop can run it
 * in a route loader (on the server, or on demand in the browser) and keep its HTML parser out
 * of every page's bundle. Pass the result to blocks through `BlockData.getSanitisedEmbed`.
 *
 * @example
 * const { sanitiseEmbeddedHtml } = await import('@cairn/content-blocks/sanitise');
 * const embed = sanitiseEmbeddedHtml(blok.html, ['https://widget.trustpilot.com/']);
 */

export {
  defaultIframeHosts,
  isAllowedIframe,
  type SanitisedEmbed,
} from './blocks/embedded-html/embed-policy.ts';
export {
  type SanitiseOptions,
  sanitiseEmbeddedHtml,
} from './blocks/embedded-html/embedded-html.ts';
