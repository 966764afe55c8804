import { createContext, useContext } from 'react';
import type { Block } from '../story/types.ts';
import { type EditableAttributes, editableAttributes } from './editable.ts';

export const PreviewContext = createContext(false);

/** Whether the story renders for the visual editor (`preview` on `StoryRenderer`). */
export function usePreview(): boolean {
  return useContext(PreviewContext);
}

/** The editor attributes for a nested block (a promo, an accordion item) in preview mode. */
export function useEditable(blok: Block): EditableAttributes {
  return editableAttributes(blok, useContext(PreviewContext));
}
