import type { StoryblokComponent } from './storyblok-schema.ts';

/**
 * Where Storyblok's CLI (v4) reads components to push: `{path}/components/{from}/components.json`,
 * so `storyblok components push --from cairn-blocks --path node_modules/@cairn/content-blocks/storyblok`
 * finds the file the build writes here.
 */
export const componentsJsonPath = 'storyblok/components/cairn-blocks/components.json';

/** The components as the CLI reads them: a JSON array, one object per component. */
export function componentsJson(components: readonly StoryblokComponent[]): string {
  return `${JSON.stringify(components, null, 2)}\n`;
}
