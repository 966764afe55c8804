'use client';

import { lazy } from 'react';
import type { RichTextProps } from '../rich-text/RichText.tsx';
import { ServerMarkup } from './ServerMarkup.tsx';

type RichTextModule = typeof import('../rich-text/RichText.tsx');

// Imported lazily: the renderer (with @storyblok/richtext) is a chunk an app loads only where
// rich text renders in the browser (a client navigation, a changed document), never to hydrate.
let loaded: RichTextModule | undefined;
let loading: Promise<RichTextModule> | undefined;
function loadRichText(): Promise<RichTextModule> {
  loading ??= import('../rich-text/RichText.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A chunk that failed to arrive may arrive on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
// A server renders every panel: there the renderer loads with this module, so a render that
// cannot wait (`renderToString`) has it at hand rather than suspending.
if (typeof document === 'undefined') loadRichText().catch(() => undefined);

const LazyRichText = lazy(() => loadRichText().then(({ RichText }) => ({ default: RichText })));

function LoadedRichText(props: RichTextProps) {
  if (loaded) return <loaded.RichText {...props} />;
  return <LazyRichText {...props} />;
}

/**
 * `RichText` inside a block that hydrates (the tabs): the server's HTML is kept as it is while
 * the document stays the same, so hydrating the block loads no rich-text code; a preview
 * (`hydrate`) renders it live, to follow the editor.
 */
export function KeptRichText({ hydrate = false, ...props }: RichTextProps & { hydrate?: boolean }) {
  return (
    <ServerMarkup content={props.doc} hydrate={hydrate}>
      <LoadedRichText {...props} />
    </ServerMarkup>
  );
}
