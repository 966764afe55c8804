'use client';

import { type ReactNode, useMemo } from 'react';
import type { SanitisedEmbed } from '../blocks/embedded-html/embed-policy.ts';
import { BlockDataProvider } from '../data/BlockDataProvider.tsx';
import type {
  BlockData,
  BlockStore,
  OrderTrackingRequest,
  OrderTrackingResult,
} from '../data/block-data.tsx';
import { type Lazy, lazyBlocks as lazyBlocksOf } from '../hydration/lazy-block.tsx';
import type { BlockHydration } from '../hydration/policy.ts';
import { ServerMarkup } from '../hydration/ServerMarkup.tsx';
import { LinkComponentProvider } from '../links/LinkComponentProvider.tsx';
import type { LinkComponent } from '../links/link-context.tsx';
import { PreviewContext, usePreview } from '../preview/preview-context.tsx';
import { blockLoaders } from '../renderer/block-loaders.ts';
import { BlockComponentsContext } from '../renderer/components-context.tsx';
import type { BlockComponents, BlockProps } from '../story/types.ts';

/** Each default block's code as a chunk of its own, loaded when a block of its type hydrates. */
const lazyBlocks: Record<string, Lazy<BlockProps>> = lazyBlocksOf(blockLoaders);

/** The blocks inside an interactive block (a tab's content): lazily, as they render. */
const nestedBlocks: BlockComponents = lazyBlocks;

/**
 * What the interactive blocks of a server-rendered story read, as plain data a Server Component
 * can hand to the browser: the stores and sanitised embeds worked out on the server,
 * `trackOrder` as a Server Function (`'use server'`).
 */
export type ClientBlockData = {
  stores?: BlockStore[];
  /** Sanitised embeds by their raw markup. */
  embeds?: Record<string, SanitisedEmbed>;
  allowedScriptSources?: string[];
  allowedIframeHosts?: readonly string[];
  trackOrder?: (request: OrderTrackingRequest) => Promise<OrderTrackingResult>;
};

/**
 * The browser's side of `@cairn/content-blocks/server`'s `StoryRenderer`: the contexts the
 * interactive blocks read (preview mode, the link component, their data, the blocks they hold).
 */
export function ClientBlockScope({
  preview,
  linkComponent,
  data,
  children,
}: {
  preview: boolean;
  linkComponent?: LinkComponent;
  data: ClientBlockData;
  children: ReactNode;
}) {
  const value = useMemo<BlockData>(
    () => ({
      ...(data.stores && { getStores: () => data.stores ?? [] }),
      getSanitisedEmbed: (html) => data.embeds?.[html],
      ...(data.allowedScriptSources && { allowedScriptSources: data.allowedScriptSources }),
      ...(data.allowedIframeHosts && { allowedIframeHosts: data.allowedIframeHosts }),
      ...(data.trackOrder && { trackOrder: data.trackOrder }),
    }),
    [data],
  );
  return (
    <PreviewContext.Provider value={preview}>
      <BlockComponentsContext.Provider value={nestedBlocks}>
        <LinkComponentProvider component={linkComponent}>
          <BlockDataProvider value={value}>{children}</BlockDataProvider>
        </LinkComponentProvider>
      </BlockComponentsContext.Provider>
    </PreviewContext.Provider>
  );
}

/**
 * An interactive default block in a server-rendered story: its code is a chunk of its own, and
 * it hydrates by its policy (`visible`, `interaction`: the server's markup is kept until then,
 * and its code loads only then; `load`: at once). In a preview every block hydrates at once.
 */
export function ClientBlock({
  hydrateOn,
  ...props
}: BlockProps & { hydrateOn: Exclude<BlockHydration, 'static'> }) {
  const preview = usePreview();
  const Block = lazyBlocks[props.blok.component];
  if (!Block) return null;
  if (hydrateOn === 'load') return <Block {...props} />;
  return (
    <ServerMarkup content={props} hydrate={preview} hydrateOn={hydrateOn} load={Block.preload}>
      <Block {...props} />
    </ServerMarkup>
  );
}
