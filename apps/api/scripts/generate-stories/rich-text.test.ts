import { describe, expect, it } from 'vitest';
import { plainText, richText } from './rich-text.ts';

describe('richText', () => {
  it('turns blank-line-separated blocks into paragraphs', () => {
    expect(richText('First.\n\nSecond line\ncontinues.')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'First.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second line continues.' }] },
      ],
    });
  });

  it('writes bullet and numbered lists, and headings', () => {
    const doc = richText('## Kit\n\n- Boots\n- Map\n\n1. Pack\n2. Go');
    expect(doc.content.map((node) => node.type)).toEqual([
      'heading',
      'bullet_list',
      'ordered_list',
    ]);
    expect(doc.content[0]?.attrs).toEqual({ level: 2 });
    expect(plainText(doc.content[1] ?? doc)).toBe('Boots Map');
  });

  it('marks bold text and links: story links for paths, email links for mailto', () => {
    const [paragraph] = richText(
      'Read **this**, the [guide](/guides/tent-buying-guide) or [email us](mailto:help@cairn.example).',
    ).content;
    expect(paragraph?.content).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'text', text: 'this', marks: [{ type: 'bold' }] },
      { type: 'text', text: ', the ' },
      {
        type: 'text',
        text: 'guide',
        marks: [
          {
            type: 'link',
            attrs: {
              href: '/guides/tent-buying-guide',
              uuid: null,
              anchor: null,
              target: null,
              linktype: 'story',
            },
          },
        ],
      },
      { type: 'text', text: ' or ' },
      {
        type: 'text',
        text: 'email us',
        marks: [
          {
            type: 'link',
            attrs: {
              href: 'help@cairn.example',
              uuid: null,
              anchor: null,
              target: null,
              linktype: 'email',
            },
          },
        ],
      },
      { type: 'text', text: '.' },
    ]);
  });
});
