import type { Block } from '../story/types.ts';

/** The attributes Storyblok's visual editor uses to find a block on the page. */
export type EditableAttributes = {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
  className?: string;
};

const editableComment = /^<!--#storyblok#(.*)-->$/s;

/**
 * Storyblok's `storyblokEditable` without the SDK: `data-blok-c` and `data-blok-uid` from the
 * block's `_editable` comment (draft content), or from its `_uid` and component when the content
 * has none (the embedded content service). Empty when `preview` is off.
 */
export function editableAttributes(blok: Block, preview: boolean): EditableAttributes {
  if (!preview || !blok || typeof blok !== 'object') return {};
  const parsed = parseEditable(blok._editable);
  if (parsed) {
    return {
      'data-blok-c': JSON.stringify(parsed),
      'data-blok-uid': `${parsed.id}-${parsed.uid}`,
      className: 'storyblok__outline',
    };
  }
  return {
    'data-blok-c': JSON.stringify({ name: blok.component, uid: blok._uid }),
    'data-blok-uid': String(blok._uid),
    className: 'storyblok__outline',
  };
}

function parseEditable(value: unknown): { id: unknown; uid: unknown } | null {
  if (typeof value !== 'string') return null;
  const match = editableComment.exec(value);
  if (!match?.[1]) return null;
  try {
    const options = JSON.parse(match[1]) as { id?: unknown; uid?: unknown };
    return options && typeof options === 'object' && 'uid' in options
      ? (options as { id: unknown; uid: unknown })
      : null;
  } catch {
    return null;
  }
}
