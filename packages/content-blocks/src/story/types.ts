import type {
  ContentBlock,
  Story as ContractStory,
  StoryContent as ContractStoryContent,
} from '@cairn/commerce-client/contract';
import type { ReactNode } from 'react';

// One block and one story across the packages: the contract's (`@cairn/commerce-client/contract`),
// the shapes the API answers and the clients check.

/**
 * Any Storyblok block: `_uid` and `component` plus the fields its component defines (an
 * optional `title` makes a section with an anchor; `_editable` is the Visual Editor's comment).
 */
export type Block = ContentBlock;

/** The root content of a page story (`page`, `info-page`, `guide`, ...), its blocks in `body`. */
export type StoryContent = ContractStoryContent;

/** A story as the content service answers it, its content typed as the root block `Content`. */
export type Story<Content extends StoryContent = StoryContent> = Omit<ContractStory, 'content'> & {
  content: Content;
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
