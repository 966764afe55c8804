import { Suspense } from 'react';
import type { ImageLoader } from '../assets/image-loader.tsx';
import { serverScope } from '../context/server-scope.ts';
import type { BlockData } from '../data/block-data.tsx';
import { blockDataNeeds } from '../data/block-data-needs.ts';
import { blockHydration, type HydrationPolicy, hydrationOf } from '../hydration/policy.ts';
import type { LinkComponent } from '../links/link-context.tsx';
import { editableAttributes } from '../preview/editable.ts';
import { sectionIds, storyBody } from '../renderer/section-ids.ts';
import { UnknownBlock } from '../renderer/UnknownBlock.tsx';
import type { Block, BlockComponent, BlockComponents, Story } from '../story/types.ts';
import { ClientBlock, type ClientBlockData, ClientBlockScope } from './client-blocks.tsx';
import { staticBlockComponents } from './static-blocks.ts';

export type ServerStoryRendererProps = {
  story: Story;
  /** Storyblok visual-editor mode: adds `data-blok-c` / `data-blok-uid`; every block hydrates. */
  preview?: boolean;
  /** Passed to every block; true for the mobile layout. */
  mobile?: boolean;
  /**
   * The app's link component for internal links: a Client Component (Next.js's `Link`), as
   * interactive blocks use it in the browser too. Default: `<a>`.
   */
  linkComponent?: LinkComponent;
  /** Builds an image's address at a width, for the static blocks' `srcset`. */
  imageLoader?: ImageLoader;
  /**
   * The blocks' products, articles, stores and embeds (`loadBlockData`). Static blocks read
   * it on the server; interactive ones get its stores, sanitised embeds and allow-lists as
   * data, and `trackOrder` only if it is a Server Function (`'use server'`).
   */
  data?: BlockData;
  /** Overrides of `blockHydration`, per block type. */
  policy?: HydrationPolicy;
  /** Components of your own by block name, rendered as they are (Server or Client Components). */
  components?: BlockComponents;
  /**
   * Renders a block no component knows, in its place (no section). Default `UnknownBlock`:
   * nothing on the live site, a notice naming the block in a preview.
   */
  unknownBlock?: BlockComponent<Block>;
};

/**
 * The story renderer for React Server Components (Next.js App Router, React Router's RSC
 * mode): the same sections as `StoryRenderer`, but `static` blocks (`blockHydration`) render
 * as Server Components and ship no code at all; interactive blocks are Client Components
 * whose code is a chunk each, hydrating by the policy (`visible`, `interaction`, `load`).
 * Render it from a Server Component; no `'use client'` of your own is needed.
 *
 * One story's scope per request: its `data`, `linkComponent` and `imageLoader` are read by the
 * static blocks it renders (a Server Component has no context), so two on one page share the
 * last one's.
 *
 * @example
 * const story = await content.getStory('guides/boots');
 * if (!story) notFound();
 * const data = await loadBlockData(story, { catalogue, content });
 * return <StoryRenderer story={story} data={data} linkComponent={Link} />;
 */
export function StoryRenderer({
  story,
  preview = false,
  mobile = false,
  linkComponent,
  imageLoader,
  data = {},
  policy,
  components,
  unknownBlock: Unknown = UnknownBlock,
}: ServerStoryRendererProps) {
  Object.assign(serverScope(), { preview, linkComponent, imageLoader, data });
  const body = storyBody(story);
  const ids = sectionIds(body);
  return (
    <ClientBlockScope
      preview={preview}
      linkComponent={linkComponent}
      data={clientBlockData(story, data)}
    >
      {body.map((block, index) => {
        if (!components?.[block.component] && !Object.hasOwn(blockHydration, block.component)) {
          return <Unknown key={block._uid ?? index} blok={block} mobile={mobile} index={index} />;
        }
        const editable = editableAttributes(block, preview);
        const content = renderBlock(block, { mobile, index, preview, policy, components });
        return (
          <section
            key={block._uid ?? index}
            id={ids[index]}
            {...editable}
            className={[
              'cairn-block-section',
              `cairn-block-section--${block.component}`,
              editable.className,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <Suspense fallback={null}>{content}</Suspense>
          </section>
        );
      })}
    </ClientBlockScope>
  );
}

function renderBlock(
  block: Block,
  {
    mobile,
    index,
    preview,
    policy,
    components,
  }: {
    mobile: boolean;
    index: number;
    preview: boolean;
    policy?: HydrationPolicy;
    components?: BlockComponents;
  },
) {
  const Own = components?.[block.component];
  if (Own) return <Own blok={block} mobile={mobile} index={index} />;
  const when = preview ? 'load' : hydrationOf(block.component, policy);
  const Static = staticBlockComponents[block.component];
  // A static block is a Server Component: its markup comes with the page, its code never does.
  if (when === 'static' && Static) return <Static blok={block} mobile={mobile} index={index} />;
  return (
    <ClientBlock
      blok={block}
      mobile={mobile}
      index={index}
      hydrateOn={when === 'static' ? 'load' : when}
    />
  );
}

/** What the story's interactive blocks need of `data`, as data the browser can be sent. */
function clientBlockData(story: Story, data: BlockData): ClientBlockData {
  const needs = blockDataNeeds(story);
  const embeds = Object.fromEntries(
    needs.embeds.flatMap((html) => {
      const sanitised = data.getSanitisedEmbed?.(html);
      return sanitised ? [[html, sanitised]] : [];
    }),
  );
  return {
    ...(needs.stores && data.getStores && { stores: data.getStores() }),
    ...(needs.embeds.length > 0 && { embeds }),
    ...(data.allowedScriptSources && { allowedScriptSources: data.allowedScriptSources }),
    ...(data.allowedIframeHosts && { allowedIframeHosts: data.allowedIframeHosts }),
    ...(data.trackOrder && { trackOrder: data.trackOrder }),
  };
}
