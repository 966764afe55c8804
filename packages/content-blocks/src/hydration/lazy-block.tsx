import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import type { BlockComponent, BlockProps } from '../story/types.ts';

/** A component whose code loads as it first renders, or ahead with `preload`. */
export type Lazy<P extends object> = ((props: P) => ReactNode) & {
  preload: () => Promise<unknown>;
};

/** A block whose code loads as it first renders, or ahead with `preload`. */
export type LazyBlock = BlockComponent & { preload: () => Promise<unknown> };

/**
 * A block component whose code is loaded by `load` (one of `blockLoaders`) when it first
 * renders, behind a Suspense boundary of its own, or ahead with `preload()`: a server renderer
 * awaits nothing more than React's own `lazy`, and in the browser the server's markup stays as
 * it is until the code arrives. Once loaded, later renders use the component at once.
 *
 * @example const Carousel = lazyBlock(blockLoaders.carousel);
 */
export function lazyBlock<P extends object = BlockProps>(
  load: () => Promise<ComponentType<P>>,
): Lazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block type, like React.lazy
  function LazyBlockComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the subtree and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyBlockComponent, { preload });
}

/**
 * A lazy component per block type from `loaders` (`blockLoaders`), for `hydratedBlockComponents`.
 *
 * @example hydratedBlockComponents(lazyBlocks(blockLoaders))
 */
export function lazyBlocks(
  loaders: Readonly<Record<string, () => Promise<BlockComponent>>>,
): Record<string, LazyBlock> {
  return Object.fromEntries(Object.entries(loaders).map(([type, load]) => [type, lazyBlock(load)]));
}
