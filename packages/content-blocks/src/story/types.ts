import type { ReactNode } from 'react';

/** Any Storyblok block: `_uid` and `component` plus the fields its component defines. */
export type Block = {
  _uid: string;
  component: string;
  /** Titled blocks become sections with an id from the title and anchor entries. */
  title?: string;
  /** Storyblok's editor comment (`<!--#storyblok#{...}-->`), present in draft content. */
  _editable?: string;
  [field: string]: unknown;
};

/** The root content of a page story (`page`, `info-page`, `guide`, ...). */
export type StoryContent = Block & {
  body?: Block[];
};

/** A Storyblok story as the CDN API (or the embedded content service) returns it. */
export type Story<Content extends StoryContent = StoryContent> = {
  name: string;
  full_slug: string;
  uuid: string;
  content: Content;
  id?: number;
  slug?: string;
  published_at?: string | null;
  first_published_at?: string | null;
  [field: string]: unknown;
};

/** The props every block component receives. */
export type BlockProps<B extends Block = Block> = {
  blok: B;
  /** True when the shop renders the mobile layout (below 1024 px). */
  mobile: boolean;
  /** The block's position in the story body; 0 is the hero. */
  index: number;
};

/**
 * A component that renders one block type. The bivariant signature lets a component typed for
 * its own block (`BlockComponent<SingleHeroBlock>`) sit in a map of components for any block.
 */
export type BlockComponent<B extends Block = Block> = {
  bivarianceHack(props: BlockProps<B>): ReactNode;
}['bivarianceHack'];

/** Components by Storyblok component name (kebab-case, e.g. `single-hero`). */
export type BlockComponents = Record<string, BlockComponent<Block>>;
