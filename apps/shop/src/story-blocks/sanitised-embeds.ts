import type { OwnServerClient } from '@cairn/commerce-client';
import { queryOptions } from '@tanstack/react-query';

/** Keys of what the shop derives from content itself (the package's factories hold the rest). */
export const shopContentKeys = {
  sanitisedEmbeds: (embeds: string[]) => ['content', 'sanitised-embeds', embeds] as const,
};

/**
 * `embedded-html` markup, sanitised in the loader: on the server for the first page, so the
 * browser hydrates from the streamed cache, and on demand for client navigations. Either way
 * the sanitiser's HTML parser stays out of the bundle every page loads.
 */
export const sanitisedEmbedsQueryOptions = (embeds: string[], shop: OwnServerClient) =>
  queryOptions({
    queryKey: shopContentKeys.sanitisedEmbeds(embeds),
    queryFn: async ({ signal }) => {
      const [{ sanitiseEmbeddedHtml }, setup] = await Promise.all([
        import('@cairn/content-blocks/sanitise'),
        shop.getSetup({ signal }),
      ]);
      // No third-party embed scripts are allowed on the shop yet; iframes only from the
      // configured hosts (EMBED_IFRAME_HOSTS).
      const iframeHosts = setup.integrations.embedIframeHosts;
      return embeds.map((html) => sanitiseEmbeddedHtml(html, [], { iframeHosts }));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
