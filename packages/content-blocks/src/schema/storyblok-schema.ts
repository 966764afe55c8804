/**
 * The shape of a Storyblok component definition, as the Management API answers
 * (`GET /v1/spaces/{id}/components`) and as Storyblok's CLI pulls and pushes it
 * (`storyblok components pull|push`): the types `blockSchema` is checked against.
 */

/** A field's type, as Storyblok names it. */
export type StoryblokFieldType =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'markdown'
  | 'asset'
  | 'multiasset'
  | 'multilink'
  | 'bloks'
  | 'option'
  | 'options'
  | 'boolean'
  | 'number'
  | 'datetime'
  /** A field plugin's value (`field_type` names the plugin): Storyblok's SEO app, say. */
  | 'custom';

/** One field of a component's `schema`. */
export type StoryblokField = {
  type: StoryblokFieldType;
  /** Its place in the editor's form, from 0. */
  pos: number;
  display_name?: string;
  required?: boolean;
  /** Shown to editors under the field. */
  description?: string;
  default_value?: string;
  translatable?: boolean;
  max_length?: number;
  /** `asset`, `multiasset`: what may be picked. */
  filetypes?: readonly ('images' | 'videos' | 'audios' | 'texts')[];
  /** `option`, `options`: the choices (with `source` unset or `self`). */
  options?: readonly { name: string; value: string }[];
  /** `option`, `options`: where choices come from; `internal_stories` answers story uuids. */
  source?: 'self' | 'internal_stories' | 'internal_languages';
  /** `option(s)` of stories: the folder they are picked from. */
  folder_slug?: string;
  /** `bloks`: only `component_whitelist` may be added. */
  restrict_components?: boolean;
  component_whitelist?: readonly string[];
  restrict_type?: '' | 'groups' | 'tags';
  /** `bloks`: at most this many. */
  maximum?: number;
  /** `number`. */
  min_value?: number;
  max_value?: number;
  decimals?: number;
  /** `multilink`: offer email links, an anchor, "open in a new tab". */
  email_link_type?: boolean;
  show_anchor?: boolean;
  allow_target_blank?: boolean;
  /** `custom`: the field plugin's name. */
  field_type?: string;
};

/** A component (a block, or a story's content type) as Storyblok defines it. */
export type StoryblokComponent = {
  /** The technical name: a block's `component`. */
  name: string;
  display_name: string;
  /** A content type: a story's root. */
  is_root: boolean;
  /** A block editors add inside a `bloks` field. */
  is_nestable: boolean;
  /** The field whose value labels the block in the editor's list. */
  preview_field?: string;
  schema: Readonly<Record<string, StoryblokField>>;
};
