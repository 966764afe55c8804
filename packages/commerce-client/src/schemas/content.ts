import * as z from 'zod/mini';

/**
 * A content block: `_uid`, `component` and the fields its component defines (kept as they are:
 * each block's own fields are the block's business, not the wire's).
 */
export const blockSchema = z.looseObject({
  _uid: z.string(),
  component: z.string(),
  /** Titled blocks become sections with an id from the title and anchor entries. */
  title: z.optional(z.string()),
  /** Storyblok's editor comment (`<!--#storyblok#{...}-->`), present in draft content. */
  _editable: z.optional(z.string()),
});

/** The root content of a page story (`page`, `info-page`, `guide`, ...), its blocks in `body`. */
export const storyContentSchema = z.extend(blockSchema, { body: z.optional(z.array(blockSchema)) });

/** A story as the content service (Storyblok's CDN API or the embedded one) answers it. */
export const storySchema = z.object({
  /** Storyblok's numeric story id (what the Visual Editor's events name); 0 for a story new in a release. */
  id: z.optional(z.number()),
  name: z.string(),
  uuid: z.string(),
  full_slug: z.string(),
  slug: z.optional(z.string()),
  content: storyContentSchema,
  published_at: z.nullable(z.string()),
  first_published_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
});
