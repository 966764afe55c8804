import { renderRichText, type StoryblokRichTextInput } from '@storyblok/richtext';
import { isExternalHref, normaliseLink } from '../links/normalise-link.ts';

/** A Storyblok rich text field: the ProseMirror-style `{ type: 'doc', content }` document. */
export type RichTextDoc = { type: 'doc'; content?: unknown[] };

type Attrs = Record<string, unknown>;
type RichNode = {
  type: string;
  text?: string;
  attrs?: Attrs;
  content?: RichNode[];
  marks?: Mark[];
};
type Mark = { type: string; attrs?: Attrs };

/**
 * Node types kept, each with the only attributes it may carry. Everything else (`blok`,
 * unknown nodes, `style`, `class`, event handlers, custom attributes) is dropped before
 * rendering: `@storyblok/richtext` escapes text and attribute values but writes any attribute
 * it is given, so the document is cleaned rather than the HTML, and no HTML parser has to ship
 * to the browser.
 */
const nodeAttributes: Record<string, (attrs: Attrs) => Attrs | null> = {
  doc: () => ({}),
  paragraph: () => ({}),
  text: () => ({}),
  hard_break: () => ({}),
  horizontal_rule: () => ({}),
  blockquote: () => ({}),
  code_block: () => ({}),
  bullet_list: () => ({}),
  list_item: () => ({}),
  ordered_list: (attrs) => (positiveInteger(attrs.order) ? { order: attrs.order } : {}),
  // The page's h1 is the hero's: rich text headings start at h2.
  heading: (attrs) => ({ level: Math.min(6, Math.max(2, Number(attrs.level) || 2)) }),
  image: (attrs) => {
    const src = typeof attrs.src === 'string' ? attrs.src.trim() : '';
    if (src === '' || !allowedUrl(src, ['http:', 'https:'])) return null;
    return {
      src,
      alt: text(attrs.alt),
      ...(text(attrs.title) ? { title: text(attrs.title) } : {}),
    };
  },
  table: () => ({}),
  tableRow: () => ({}),
  tableHeader: cellAttributes,
  tableCell: cellAttributes,
};

const simpleMarks = new Set([
  'bold',
  'italic',
  'strike',
  'underline',
  'code',
  'superscript',
  'subscript',
]);

/**
 * Renders a Storyblok rich text document to HTML with `@storyblok/richtext`. Pure string work,
 * so it runs the same on the server and in the browser. Only an allow-list of nodes, marks and
 * attributes reaches the renderer; links are normalised with `normaliseLink` and limited to
 * http(s), mailto and tel; `target="_blank"` links get `rel="noopener noreferrer"`.
 *
 * A plain string (older content) is shown as text: paragraphs at blank lines, line breaks kept.
 * Markup belongs in the `embedded-html` block, which sanitises it.
 */
export function richTextToHtml(doc: unknown): string {
  if (typeof doc === 'string') return plainTextToHtml(doc);
  const nodes = Array.isArray(doc) ? doc : isNode(doc) ? [doc] : [];
  const clean = nodes.flatMap((node) => cleanNode(node, 0));
  if (clean.length === 0) return '';
  return renderRichText(clean as unknown as StoryblokRichTextInput);
}

function cleanNode(value: unknown, depth: number): RichNode[] {
  if (!isNode(value) || depth > 30) return [];
  const allow = nodeAttributes[value.type];
  if (!allow) return [];
  const attrs = allow(value.attrs ?? {});
  if (attrs === null) return [];
  if (value.type === 'text') {
    const words = typeof value.text === 'string' ? value.text : '';
    if (words === '') return [];
    const marks = (Array.isArray(value.marks) ? value.marks : []).flatMap(cleanMark);
    return [{ type: 'text', text: words, ...(marks.length > 0 ? { marks } : {}) }];
  }
  const content = Array.isArray(value.content)
    ? value.content.flatMap((child) => cleanNode(child, depth + 1))
    : [];
  return [
    {
      type: value.type,
      ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
      ...(content.length > 0 ? { content } : {}),
    },
  ];
}

function cleanMark(value: unknown): Mark[] {
  if (!value || typeof value !== 'object') return [];
  const mark = value as Mark;
  if (simpleMarks.has(mark.type)) return [{ type: mark.type }];
  if (mark.type !== 'link') return [];
  const href = linkHref(mark.attrs ?? {});
  const newTab = mark.attrs?.target === '_blank';
  return [
    {
      type: 'link',
      attrs: {
        href,
        linktype: 'url',
        ...(newTab ? { target: '_blank', custom: { rel: 'noopener noreferrer' } } : {}),
      },
    },
  ];
}

/** A link mark's address: story links with their anchor, email links as `mailto:`. */
function linkHref(attrs: Attrs): string {
  const href = text(attrs.href);
  const anchor = text(attrs.anchor);
  let raw = href;
  if (attrs.linktype === 'email' && href !== '') raw = `mailto:${href.replace(/^mailto:/i, '')}`;
  else if (attrs.linktype === 'story' && anchor !== '') raw = `${href}#${anchor}`;
  const normalised = normaliseLink(raw);
  return allowedUrl(normalised, ['http:', 'https:', 'mailto:', 'tel:']) ? normalised : '#';
}

/** Relative addresses, `//host/...` and the given schemes; nothing else (no `javascript:`). */
function allowedUrl(href: string, schemes: string[]): boolean {
  if (!isExternalHref(href)) return true;
  if (href.startsWith('//')) return true;
  const scheme = href.slice(0, href.indexOf(':') + 1).toLowerCase();
  return schemes.includes(scheme);
}

function cellAttributes(attrs: Attrs): Attrs {
  return {
    ...(positiveInteger(attrs.colspan) && attrs.colspan !== 1 ? { colspan: attrs.colspan } : {}),
    ...(positiveInteger(attrs.rowspan) && attrs.rowspan !== 1 ? { rowspan: attrs.rowspan } : {}),
  };
}

function plainTextToHtml(words: string): string {
  return words
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function escapeHtml(words: string): string {
  return words
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

function isNode(value: unknown): value is RichNode {
  return (
    !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
  );
}

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1000;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
