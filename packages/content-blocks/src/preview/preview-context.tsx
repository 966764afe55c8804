import { useContext } from 'react';
import { clientContext, inServerComponents, serverScope } from '../context/server-scope.ts';
import type { Block } from '../story/types.ts';
import { type EditableAttributes, editableAttributes } from './editable.ts';

export const PreviewContext = clientContext(false);

/** Whether the story renders for the visual editor (`preview` on `StoryRenderer`). */
export function usePreview(): boolean {
  if (inServerComponents) return serverScope().preview ?? false;
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed for the module's life
  return useContext(PreviewContext);
}

/** The editor attributes for a nested block (a promo, an accordion item) in preview mode. */
export function useEditable(blok: Block): EditableAttributes {
  return editableAttributes(blok, usePreview());
}
