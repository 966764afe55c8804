/** A Storyblok rich text document, as the content-blocks `RichText` component reads it. */
export type RichTextDoc = { type: 'doc'; content: RichTextNode[] };

export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
};

/**
 * Writes a Storyblok rich text document from a small, readable markup, so page copy reads as
 * prose in the source:
 *
 * - blocks are separated by a blank line;
 * - `## ` and `### ` start headings (h2, h3);
 * - a block whose lines all start with `- ` is a bullet list, `1. ` a numbered list;
 * - inline, `**bold**` and `[label](href)`; an href starting with `/` is a story link,
 *   `mailto:` an email link, anything else a URL.
 *
 * @example richText('Free delivery over **£50**.\n\n- Next day\n- Click & collect')
 */
export function richText(markup: string): RichTextDoc {
  const blocks = markup
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return { type: 'doc', content: blocks.map(blockNode) };
}

function blockNode(block: string): RichTextNode {
  const heading = /^(#{2,3}) (.+)$/s.exec(block);
  if (heading?.[1] && heading[2]) {
    return { type: 'heading', attrs: { level: heading[1].length }, content: inline(heading[2]) };
  }
  const lines = block.split('\n').map((line) => line.trim());
  if (lines.every((line) => line.startsWith('- '))) {
    return { type: 'bullet_list', content: lines.map((line) => listItem(line.slice(2))) };
  }
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return {
      type: 'ordered_list',
      attrs: { order: 1 },
      content: lines.map((line) => listItem(line.replace(/^\d+\. /, ''))),
    };
  }
  return paragraph(lines.join(' '));
}

function listItem(text: string): RichTextNode {
  return { type: 'list_item', content: [paragraph(text)] };
}

function paragraph(text: string): RichTextNode {
  return { type: 'paragraph', content: inline(text) };
}

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push({ type: 'text', text: bold, marks: [{ type: 'bold' }] });
    } else if (label !== undefined && href !== undefined) {
      nodes.push({ type: 'text', text: label, marks: [linkMark(href)] });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

function linkMark(href: string): { type: 'link'; attrs: Record<string, unknown> } {
  if (href.startsWith('mailto:')) {
    return { type: 'link', attrs: linkAttrs(href.slice('mailto:'.length), 'email') };
  }
  return { type: 'link', attrs: linkAttrs(href, href.startsWith('/') ? 'story' : 'url') };
}

function linkAttrs(href: string, linktype: 'story' | 'url' | 'email'): Record<string, unknown> {
  return { href, uuid: null, anchor: null, target: null, linktype };
}

/** The plain text of a rich text document, for checks and summaries. */
export function plainText(doc: RichTextDoc | RichTextNode): string {
  if ('text' in doc && typeof doc.text === 'string') return doc.text;
  return (doc.content ?? []).map((node) => plainText(node)).join(' ');
}
