/**
 * What can be a story's full slug, in Storyblok and in the embedded content service: lower-case
 * letters, digits, `-`, `_` and `/`, beginning with a letter or digit (`guides/ski-buying-guide`).
 * Folders (`articles/`) and `starts_with` prefixes follow the same rule. An address outside it
 * names no story: a reader answers "not found", never "bad request".
 */
export const storySlugPattern = /^[a-z0-9][a-z0-9/_-]*$/;

/** Whether `value` can be a story's full slug, a folder or a slug prefix (`storySlugPattern`). */
export function isStorySlug(value: string): boolean {
  return storySlugPattern.test(value);
}
