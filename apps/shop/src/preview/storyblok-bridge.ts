/**
 * Storyblok's Visual Editor bridge, loaded only in preview mode (imported dynamically by
 * `PreviewBridge`, so it is a chunk of its own that ordinary visitors never download).
 *
 * Why not `@storyblok/js`: version 6 no longer loads the bridge script from an address. It
 * bundles `@storyblok/preview-bridge` (25 kB minified) and deprecates `bridgeUrl`, so the script
 * could not come from `STORYBLOK_BRIDGE_URL`; its entry also imports `storyblok-js-client` and
 * `@storyblok/richtext`; and its `registerStoryblokBridge` answers `change` and `published`
 * with `window.location.reload()`, where the shop only needs to refetch the page. What the shop
 * uses of it is the few lines below: load the script once, make one bridge, listen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type BridgeEvent, bridgeActions, handleBridgeEvent } from './bridge-events.ts';

/** The part of the bridge script's `window.StoryblokBridge` (v2) the shop uses. */
export type StoryblokBridge = {
  on(actions: string | string[], callback: (event?: BridgeEvent) => void): void;
};

export type StoryblokBridgeConstructor = new (options?: {
  resolveRelations?: string[];
  preventClicks?: boolean;
}) => StoryblokBridge;

declare global {
  // biome-ignore lint/style/useConsistentTypeDefinitions: a global augmentation merges interfaces only
  interface Window {
    StoryblokBridge?: StoryblokBridgeConstructor;
  }
}

let loading: Promise<StoryblokBridgeConstructor> | undefined;

/**
 * Adds the bridge script to the page once and answers its `window.StoryblokBridge`. A script
 * that fails to load is removed, so a later call tries again.
 */
export function loadBridgeScript(src: string): Promise<StoryblokBridgeConstructor> {
  if (window.StoryblokBridge) return Promise.resolve(window.StoryblokBridge);
  loading ??= new Promise<StoryblokBridgeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.storyblokBridge = '';
    const fail = (message: string) => {
      script.remove();
      loading = undefined;
      reject(new Error(message));
    };
    script.addEventListener('load', () => {
      if (window.StoryblokBridge) resolve(window.StoryblokBridge);
      else fail(`The Storyblok bridge script ${src} defined no window.StoryblokBridge`);
    });
    script.addEventListener('error', () => fail(`The Storyblok bridge script ${src} did not load`));
    document.head.append(script);
  });
  return loading;
}

let connected: Promise<void> | undefined;

/**
 * Loads the bridge and listens to the Visual Editor, once per page load: the bridge talks to
 * the editor window, and a second one would apply every edit twice.
 */
export function connectStoryblokBridge({
  src,
  queryClient,
  router,
}: {
  src: string;
  queryClient: QueryClient;
  router: { invalidate: () => Promise<unknown> };
}): Promise<void> {
  connected ??= loadBridgeScript(src).then(
    (Bridge) => {
      const bridge = new Bridge();
      bridge.on([...bridgeActions], (event) => {
        handleBridgeEvent(event, { queryClient, router }).catch((error: unknown) =>
          console.error('Storyblok bridge event failed:', error),
        );
      });
    },
    (error: unknown) => {
      connected = undefined;
      throw error;
    },
  );
  return connected;
}

/** For tests: forget the loaded script and the bridge. */
export function resetStoryblokBridge(): void {
  loading = undefined;
  connected = undefined;
  delete window.StoryblokBridge;
}
