export { RichText, type RichTextProps } from './RichText.tsx';
export { type RichTextDoc, richTextToHtml } from './rich-text-html.ts';
