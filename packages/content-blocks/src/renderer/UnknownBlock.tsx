import { useEditable, usePreview } from '../preview/preview-context.tsx';
import type { BlockProps } from '../story/types.ts';

/**
 * What a block with no component renders (the renderers' `unknownBlock`, by default): nothing
 * on the live site; in a preview (Storyblok's visual editor, draft content), a notice naming
 * the block, so an editor sees why it is missing and can select it to remove it (it carries
 * the editor's attributes). No hooks of its own beyond the preview flag, so it renders as a
 * Server Component too.
 *
 * @example <StoryRenderer story={story} unknownBlock={({ blok }) => <Placeholder name={blok.component} />} />
 */
export function UnknownBlock({ blok }: BlockProps) {
  const preview = usePreview();
  const editable = useEditable(blok);
  if (!preview) return null;
  return (
    <div
      role="note"
      {...editable}
      className={['cairn-block-unknown', editable.className].filter(Boolean).join(' ')}
    >
      <p>
        <strong>No component for the block “{blok.component}”.</strong> It is not shown on the live
        site: remove it, or give the renderer a component for it.
      </p>
    </div>
  );
}
