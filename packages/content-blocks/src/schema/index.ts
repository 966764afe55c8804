// The `@cairn/content-blocks/schema` entry: the block library's Storyblok components, for a
// team that pushes them with the Management API (or checks its content against them), and the
// types derived from them. No React, nothing a page needs: keep it to scripts and servers.
export { blockSchema, bodyBlocks } from './block-schema.ts';
export type {
  BlokOf,
  BodyBlok,
  ComponentName,
  ComponentSchema,
  SeoMetatags,
} from './blok-types.ts';
export { componentsJson, componentsJsonPath } from './components-json.ts';
export type {
  StoryblokComponent,
  StoryblokField,
  StoryblokFieldType,
} from './storyblok-schema.ts';
export { type ContentIssue, validateContent } from './validate-content.ts';
