// @vitest-environment jsdom
import type { OwnServerClient, ResolvedPage, Story } from '@cairn/commerce-client';
import { pageQueryOptions } from '@cairn/commerce-client/query';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeEvent } from './bridge-events.ts';
import {
  connectStoryblokBridge,
  loadBridgeScript,
  resetStoryblokBridge,
  type StoryblokBridgeConstructor,
} from './storyblok-bridge.ts';

const src = 'https://bridge.example/storyblok-v2-latest.js';

/** A stand-in for the script's `window.StoryblokBridge`: records what the shop listens to. */
function fakeBridgeClass() {
  const instances: { actions: string[]; callback: (event?: BridgeEvent) => void }[] = [];
  const Bridge = class {
    on(actions: string | string[], callback: (event?: BridgeEvent) => void) {
      instances.push({ actions: [actions].flat(), callback });
    }
  } as StoryblokBridgeConstructor;
  const fire = (event: BridgeEvent) => {
    for (const listener of instances)
      if (listener.actions.includes(event.action)) listener.callback(event);
  };
  return { Bridge, instances, fire };
}

const bridgeScripts = () => document.querySelectorAll(`script[src="${src}"]`);

/** Plays the browser: the script runs (defining the bridge, or not) and fires `load`. */
function runScript(Bridge?: StoryblokBridgeConstructor) {
  if (Bridge) window.StoryblokBridge = Bridge;
  bridgeScripts()[0]?.dispatchEvent(new Event('load'));
}

afterEach(() => {
  resetStoryblokBridge();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('loadBridgeScript', () => {
  it('adds the script once, however often it is asked, and answers window.StoryblokBridge', async () => {
    const { Bridge } = fakeBridgeClass();
    const first = loadBridgeScript(src);
    const second = loadBridgeScript(src);
    expect(bridgeScripts()).toHaveLength(1);
    expect((bridgeScripts()[0] as HTMLScriptElement).async).toBe(true);
    runScript(Bridge);
    expect(await first).toBe(Bridge);
    expect(await second).toBe(Bridge);
    expect(await loadBridgeScript(src)).toBe(Bridge);
    expect(bridgeScripts()).toHaveLength(1);
  });

  it('fails when the script does not load, and tries again next time', async () => {
    const failed = loadBridgeScript(src);
    bridgeScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`The Storyblok bridge script ${src} did not load`);
    expect(bridgeScripts()).toHaveLength(0);
    const retry = loadBridgeScript(src);
    expect(bridgeScripts()).toHaveLength(1);
    runScript(fakeBridgeClass().Bridge);
    await expect(retry).resolves.toBeTypeOf('function');
  });

  it('fails when the script defines no bridge', async () => {
    const loaded = loadBridgeScript(src);
    runScript();
    await expect(loaded).rejects.toThrow('defined no window.StoryblokBridge');
  });
});

describe('connectStoryblokBridge', () => {
  const story = (title: string): Story => ({
    id: 42,
    uuid: 'uuid-42',
    name: 'Home',
    full_slug: 'home',
    content: { _uid: 'root', component: 'page', title, body: [] },
    published_at: null,
    first_published_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  });

  it('makes one bridge listening to input, change and published, and applies input to the cache', async () => {
    const page: ResolvedPage = { type: 'story', story: story('Home'), meta: {} as never };
    const shop = { resolvePage: async () => page } as unknown as OwnServerClient;
    const queryClient = new QueryClient();
    const options = pageQueryOptions(shop, '/', { preview: true });
    await queryClient.fetchQuery(options);
    const router = { invalidate: vi.fn(async () => {}) };
    const { Bridge, instances, fire } = fakeBridgeClass();

    const connecting = connectStoryblokBridge({ src, queryClient, router });
    const again = connectStoryblokBridge({ src, queryClient, router });
    runScript(Bridge);
    await Promise.all([connecting, again]);
    expect(instances).toHaveLength(1);
    expect(instances[0]?.actions).toEqual(['input', 'change', 'published']);

    fire({ action: 'input', story: story('Home, edited live') });
    await vi.waitFor(() => {
      const data = queryClient.getQueryData(options.queryKey);
      expect(data && 'story' in data ? data.story?.content.title : null).toBe('Home, edited live');
    });
    queryClient.clear();
  });
});
