import { setupQueryOptions } from '@cairn/commerce-client/query';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Live updates from Storyblok's Visual Editor, for preview mode only: render it only when the
 * query has `_storyblok`. After hydration it loads the bridge script (its address comes from
 * the runtime setup, `STORYBLOK_BRIDGE_URL`) and its handlers from a chunk of their own, so
 * ordinary visitors, and pages with JavaScript off, never load either.
 */
export function PreviewBridge() {
  const { shop, queryClient } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const { data: setup } = useQuery(setupQueryOptions(shop));
  const src = setup?.integrations.storyblokBridgeUrl;
  useEffect(() => {
    if (!src) return;
    import('./storyblok-bridge.ts')
      .then(({ connectStoryblokBridge }) => connectStoryblokBridge({ src, queryClient, router }))
      .catch((error: unknown) => console.warn('Storyblok live preview is off:', error));
  }, [src, queryClient, router]);
  return null;
}
