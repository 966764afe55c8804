// The block field types, derived by the type system from `blockSchema`: a field added to the
// schema is a field of the block's type, with no second list to keep in step. Type-only
// imports: nothing of the schema reaches a bundle through these types.
import type { StoryblokAsset } from '../assets/BlockImage.tsx';
import type { StoryblokMultilink } from '../links/normalise-link.ts';
import type { RichTextDoc } from '../rich-text/rich-text-html.ts';
import type { blockSchema, bodyBlocks } from './block-schema.ts';

type Schema = (typeof blockSchema)[number];

/** Every component the schema describes: blocks, nested items and content types. */
export type ComponentName = Schema['name'];

/** The schema entry of one component. */
export type ComponentSchema<Name extends ComponentName> = Extract<Schema, { name: Name }>;

/** Storyblok's SEO app's value (`custom` field `seo_metatags`). */
export type SeoMetatags = {
  title?: string;
  description?: string;
  og_title?: string;
  og_description?: string;
  og_image?: string;
  twitter_title?: string;
  twitter_description?: string;
  twitter_image?: string;
  plugin?: 'seo_metatags';
  _uid?: string;
};

/** What a field of each type holds in the content Storyblok (or the embedded service) sends. */
type FieldValue<Field> = Field extends { type: 'text' | 'textarea' | 'markdown' | 'datetime' }
  ? string
  : // A plain string shows as escaped text: a field that was a textarea before it became rich.
    Field extends { type: 'richtext' }
    ? RichTextDoc | string
    : Field extends { type: 'asset' }
      ? StoryblokAsset
      : Field extends { type: 'multiasset' }
        ? StoryblokAsset[]
        : // Links typed by hand in code (stories, fixtures) are strings; `normaliseLink` takes both.
          Field extends { type: 'multilink' }
          ? StoryblokMultilink | string
          : Field extends { type: 'bloks'; component_whitelist: readonly (infer Name)[] }
            ? Name extends ComponentName
              ? BlokOf<Name>[]
              : never
            : // Storyblok sends '' for an option no one picked.
              Field extends { type: 'option'; options: readonly { value: infer Value }[] }
              ? Value | ''
              : Field extends { type: 'option' }
                ? string
                : Field extends { type: 'options' }
                  ? string[]
                  : Field extends { type: 'boolean' }
                    ? boolean
                    : // Storyblok's number field sends a string; content written in code, a number.
                      Field extends { type: 'number' }
                      ? number | string
                      : Field extends { type: 'custom'; field_type: 'seo_metatags' }
                        ? SeoMetatags
                        : Record<string, unknown>;

/**
 * A block (or a story's content) of the named component (of each, given several), as the content delivers it: `_uid`,
 * `component`, Storyblok's editor comment in draft content, and each schema field, optional
 * (an editor may leave any empty).
 *
 * @example const hero: BlokOf<'single-hero'> = { _uid: 'a1', component: 'single-hero', heading: 'Winter kit' };
 */
export type BlokOf<Name extends ComponentName> =
  // Distributes: `BlokOf<'promos' | 'video'>` is a union of the two, told apart by `component`.
  Name extends ComponentName
    ? Flat<
        {
          _uid: string;
          component: Name;
          /** Storyblok's editor comment (`<!--#storyblok#{...}-->`), present in draft content. */
          _editable?: string;
        } & {
          -readonly [Field in keyof ComponentSchema<Name>['schema']]?: FieldValue<
            ComponentSchema<Name>['schema'][Field]
          >;
        }
      >
    : never;

/** One object type instead of an intersection: what an editor's hover shows. */
type Flat<T> = { [Key in keyof T]: T[Key] };

/** Any block a story's body may hold, by its `component`. */
export type BodyBlok = BlokOf<(typeof bodyBlocks)[number]>;
