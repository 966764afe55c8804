'use client';

import { lazy } from 'react';
import type { RichTextProps } from '../rich-text/RichText.tsx';
import { ServerMarkup } from './ServerMarkup.tsx';

// Imported lazily: the renderer (with @storyblok/richtext) is a chunk an app loads only where
// rich text renders in the browser (a client navigation, a changed document), never to hydrate.
const RichText = lazy(() =>
  import('../rich-text/RichText.tsx').then(({ RichText }) => ({ default: RichText })),
);

/**
 * `RichText` inside a block that hydrates (the tabs): the server's HTML is kept as it is while
 * the document stays the same, so hydrating the block loads no rich-text code; a preview
 * (`hydrate`) renders it live, to follow the editor.
 */
export function KeptRichText({ hydrate = false, ...props }: RichTextProps & { hydrate?: boolean }) {
  return (
    <ServerMarkup content={props.doc} hydrate={hydrate}>
      <RichText {...props} />
    </ServerMarkup>
  );
}
