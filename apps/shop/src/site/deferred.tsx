import { type ComponentType, lazy, Suspense, useState } from 'react';

/** The server's chunk loads under way: `serverDeferredReady` waits for them. */
const serverLoads: Promise<unknown>[] = [];

/** Every deferred component defined so far, by name (a chunk evaluated defines its own). */
const preloads = new Map<string, () => Promise<unknown>>();

/**
 * Loads the named deferred components. A name may be defined by another one's chunk (a
 * category's story inside the category page, a story's blocks inside the story page): those
 * defined load at once, side by side, and each time a batch has loaded the names it defined
 * load in turn. A name never defined is skipped; its component then loads as it renders.
 *
 * The browser awaits the components the server rendered before it hydrates, and a route's
 * loader awaits those of the next page: React does not replay a tap on server markup whose
 * code is still loading (an "Add to bag" pressed on a slow phone would be lost), and a page
 * rendered before its chunk arrives shows nothing where its content goes.
 */
export async function preloadDeferred(names: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const batch = names.filter((name) => !started.has(name) && preloads.has(name));
    if (batch.length === 0) return;
    for (const name of batch) started.add(name);
    await Promise.all(batch.map((name) => preloads.get(name)?.()));
  }
}

/**
 * Settles once every deferred component made so far is loaded, and those their chunks made in
 * turn (a chunk evaluated defines its own). The server awaits it before rendering.
 */
export async function serverDeferredReady(): Promise<void> {
  let settled = -1;
  while (settled !== serverLoads.length) {
    settled = serverLoads.length;
    await Promise.all(serverLoads);
  }
}

/**
 * A component whose code is a chunk of its own, fetched when a page first renders it instead
 * of with the entry every route pays for (issue 16).
 *
 * The server loads the chunk before it renders (`serverDeferredReady`), so its HTML is always
 * complete: nothing streams late, and pages read the same with JavaScript off. In the browser the
 * component hydrates behind a Suspense boundary of its own: until the chunk arrives React keeps
 * the server's markup as it is (no fallback, nothing shifts) and hydrates the rest of the page.
 * A chunk that is already loaded (preloaded, or a later page) renders at once.
 */
export function deferred<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  preloads.set(name, preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (import.meta.env.SSR) serverLoads.push(preload());
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, like React.lazy
  function Deferred(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the subtree and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload, deferredName: name });
}
