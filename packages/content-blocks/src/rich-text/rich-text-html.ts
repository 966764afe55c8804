import { renderRichText, type StoryblokRichTextInput } from '@storyblok/richtext';
import sanitizeHtml from 'sanitize-html';
import { normaliseLink, safeHref } from '../links/normalise-link.ts';

/** A Storyblok rich text field: the ProseMirror-style `{ type: 'doc', content }` document. */
export type RichTextDoc = { type: 'doc'; content?: unknown[] };

const allowedTags = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const sanitiseOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: true,
  // Headings start at h2: the page's h1 is the hero's.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = safeHref(normaliseLink(attribs.href ?? ''));
      const attributes: Record<string, string> = { ...attribs, href };
      if (attribs.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
  },
};

/**
 * Renders a Storyblok rich text document to sanitised HTML with `@storyblok/richtext`. Pure
 * string work, so it runs the same on the server and in the browser. Links are normalised with
 * `normaliseLink`; anything outside a small allow-list of tags and attributes is dropped.
 */
export function richTextToHtml(doc: unknown): string {
  if (!isRichTextInput(doc))
    return typeof doc === 'string' ? sanitizeHtml(doc, sanitiseOptions) : '';
  return sanitizeHtml(renderRichText(doc as StoryblokRichTextInput), sanitiseOptions);
}

function isRichTextInput(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return (
    !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
  );
}
