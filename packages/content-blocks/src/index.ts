export { BlockImage, hasImage, type StoryblokAsset } from './assets/BlockImage.tsx';
export {
  Accordion,
  type AccordionBlock,
  type AccordionItemBlock,
} from './blocks/accordion/Accordion.tsx';
export {
  type AnimatedLinkBlock,
  AnimatedLinks,
  type AnimatedLinksBlock,
} from './blocks/animated-links/AnimatedLinks.tsx';
export { type PromoBlock, Promos, type PromosBlock } from './blocks/promos/Promos.tsx';
export { SingleHero, type SingleHeroBlock } from './blocks/single-hero/SingleHero.tsx';
export {
  type ContentClient,
  type ContentClientOptions,
  ContentRequestError,
  contentClientLimits,
  createContentClient,
  defaultContentBaseUrl,
  type StoriesPage,
  type StoriesRequest,
  type StoryRequest,
} from './client/content-client.ts';
export { BlockLink, type BlockLinkProps, hasLink } from './links/BlockLink.tsx';
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkComponentProvider,
  useLinkComponent,
} from './links/link-context.tsx';
export {
  isExternalHref,
  type LinkInput,
  normaliseLink,
  type StoryblokMultilink,
  safeHref,
} from './links/normalise-link.ts';
export { type EditableAttributes, editableAttributes } from './preview/editable.ts';
export { useEditable, usePreview } from './preview/preview-context.tsx';
export { defaultComponents } from './renderer/default-components.ts';
export {
  anchorEntries,
  StoryRenderer,
  type StoryRendererProps,
} from './renderer/StoryRenderer.tsx';
export { type AnchorEntry, heroSectionId, sectionIds, slugify } from './renderer/section-ids.ts';
export {
  RichText,
  type RichTextDoc,
  type RichTextProps,
  richTextToHtml,
} from './rich-text/index.ts';
export type {
  Block,
  BlockComponent,
  BlockComponents,
  BlockProps,
  Story,
  StoryContent,
} from './story/types.ts';
