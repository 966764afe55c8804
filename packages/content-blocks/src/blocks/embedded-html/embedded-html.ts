import sanitizeHtml from 'sanitize-html';
import {
  defaultIframeHosts,
  isAllowedIframe,
  isAllowedScript,
  type SanitisedEmbed,
} from './embed-policy.ts';

export type SanitiseOptions = {
  /**
   * Hosts iframes may come from (exact host names, https only); default
   * `defaultIframeHosts` (YouTube's privacy-enhanced player and Vimeo's).
   */
  iframeHosts?: readonly string[];
};

/**
 * Cleans editor-supplied HTML: keeps ordinary markup, iframes from the allowed hosts
 * (sandboxed, with no `allow=` permissions of the editor's) and forms widgets need, drops
 * every `<script>`, style attribute and event handler, and lists the external scripts on the
 * allow-list so the browser can load them (inline scripts never run).
 */
export function sanitiseEmbeddedHtml(
  html: string,
  allowedScripts: readonly string[],
  { iframeHosts = defaultIframeHosts }: SanitiseOptions = {},
): SanitisedEmbed {
  const scripts: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'iframe',
      'figure',
      'figcaption',
      'picture',
      'source',
    ],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['class', 'id', 'title', 'lang', 'dir', 'data-*', 'aria-*', 'role'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
      source: ['src', 'srcset', 'type', 'media'],
      // No `allow`: an editor cannot grant an embed the camera, the microphone or payment.
      // `sandbox` is always the one set below, whatever the editor wrote.
      iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'sandbox'],
    },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    allowProtocolRelative: false,
    // An iframe whose src was refused (not https, not an allowed host) would be an empty box.
    exclusiveFilter: (frame) =>
      frame.tag === 'iframe' && !isAllowedIframe(frame.attribs.src ?? '', iframeHosts),
    // Every script element goes (with its content); allowed sources are loaded after mounting.
    onOpenTag: (name, attribs) => {
      const src = attribs.src;
      if (name === 'script' && src && isAllowedScript(src, allowedScripts)) scripts.push(src);
    },
    transformTags: {
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
          loading: attribs.loading ?? 'lazy',
          title: attribs.title ?? 'Embedded content',
        },
      }),
    },
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript'],
  });
  return { html: clean, scripts };
}
