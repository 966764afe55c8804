// The `@cairn/content-blocks/links` entry: content links without the blocks, for site chrome
// (header, footer, navigation) that every page renders. Only leaf modules here: whatever this
// file imports lands in an app's entry chunk.

export { LinkComponentProvider } from './LinkComponentProvider.tsx';
export {
  type LinkComponent,
  type LinkComponentProps,
  useLinkComponent,
} from './link-context.tsx';
export {
  isExternalHref,
  type LinkInput,
  normaliseLink,
  type StoryblokMultilink,
  safeHref,
} from './normalise-link.ts';
