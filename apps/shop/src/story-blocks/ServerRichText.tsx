import { ServerMarkup } from '@cairn/content-blocks/renderer';
import type { RichTextProps } from '@cairn/content-blocks/rich-text';
import { deferred } from '../site/deferred.tsx';
import { useRoutedLinkClicks } from '../site/routed-link-clicks.ts';
import { richTextChunk } from './block-chunks.ts';

/** The rich-text renderer (`@storyblok/richtext` and the document's cleaner): a chunk of its own. */
const RichText = deferred(richTextChunk, () =>
  import('@cairn/content-blocks/rich-text').then((module) => module.RichText),
);

/**
 * A rich text field outside the blocks (a category's introduction). The server renders it to
 * HTML; a first load keeps that HTML as it is (`ServerMarkup` from the block library) and loads no renderer,
 * which only a client navigation or changed content needs (issue 16).
 */
export function ServerRichText(props: RichTextProps) {
  // Its links are plain anchors once kept: the router follows them, as it would SiteLink's.
  const followLinks = useRoutedLinkClicks();
  return (
    <ServerMarkup content={props} onClick={followLinks}>
      <RichText {...props} />
    </ServerMarkup>
  );
}
