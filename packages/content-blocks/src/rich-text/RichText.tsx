import { richTextToHtml } from './rich-text-html.ts';

export type RichTextProps = {
  /** A Storyblok rich text document (or, for older content, a plain string of text or HTML). */
  doc: unknown;
  className?: string;
};

/** A Storyblok rich text field as sanitised HTML in a `<div>`; nothing when it is empty. */
export function RichText({ doc, className }: RichTextProps) {
  const html = richTextToHtml(doc);
  if (html.trim() === '') return null;
  return (
    <div
      className={['cairn-block-rich-text', className].filter(Boolean).join(' ')}
      // Sanitised above with an allow-list of tags, attributes and URL schemes.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
