import { EmbedMarkup } from './EmbedMarkup.tsx';
import { sanitiseEmbeddedHtml } from './embedded-html.ts';

/**
 * Sanitises and shows an embed in the component: the fallback when no loader sanitised it
 * ahead (see `BlockData.getSanitisedEmbed`). Loaded on demand, so the sanitiser (an HTML
 * parser) is only downloaded by pages that need it.
 */
export default function SanitisingEmbedMarkup({
  html,
  allowedScripts,
  iframeHosts,
}: {
  html: string;
  allowedScripts: readonly string[];
  iframeHosts?: readonly string[] | undefined;
}) {
  return <EmbedMarkup embed={sanitiseEmbeddedHtml(html, allowedScripts, { iframeHosts })} />;
}
