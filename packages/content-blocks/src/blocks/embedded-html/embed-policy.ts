/** Editor markup after `sanitiseEmbeddedHtml`. */
export type SanitisedEmbed = {
  /** The markup without scripts, event handlers or script URLs. */
  html: string;
  /** Allowed external scripts, in document order, to load after mounting. */
  scripts: string[];
};

/**
 * Hosts an `embedded-html` iframe may show when the shop names none: privacy-enhanced video
 * players. Every other iframe is removed with its content.
 */
export const defaultIframeHosts: readonly string[] = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/**
 * True when `src` is an https URL whose host is one of `hosts` exactly (`player.vimeo.com`
 * allows `https://player.vimeo.com/video/1` but not `https://player.vimeo.com.evil.test/`).
 */
export function isAllowedIframe(src: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return hosts.some((host) => host.toLowerCase() === url.hostname);
}

/**
 * True when `src` is an https URL under one of the allowed prefixes (same origin, path
 * starting with the prefix's path): `https://widget.example.com/` allows
 * `https://widget.example.com/v2/loader.js` but not `https://widget.example.com.evil.test/`.
 */
export function isAllowedScript(src: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  return allowed.some((prefix) => {
    try {
      const allowedUrl = new URL(prefix);
      return allowedUrl.origin === url.origin && url.pathname.startsWith(allowedUrl.pathname);
    } catch {
      return false;
    }
  });
}
