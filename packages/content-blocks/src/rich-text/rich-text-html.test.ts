import { describe, expect, it } from 'vitest';
import { richTextToHtml } from './rich-text-html.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const words = (text: string, marks?: unknown[]) => ({
  type: 'text',
  text,
  ...(marks ? { marks } : {}),
});
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });

describe('richTextToHtml', () => {
  it('renders paragraphs, lists and marks', () => {
    const html = richTextToHtml(
      doc(paragraph(words('Pack a '), words('warm', [{ type: 'bold' }]), words(' layer.')), {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [paragraph(words('Hat'))] }],
      }),
    );
    expect(html).toBe('<p>Pack a <strong>warm</strong> layer.</p><ul><li><p>Hat</p></li></ul>');
  });

  it('escapes text, so typed markup stays text', () => {
    expect(richTextToHtml(doc(paragraph(words('<img src=x onerror=alert(1)>'))))).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('drops attributes that are not on the allow-list, such as handlers and styles', () => {
    const html = richTextToHtml(
      doc({
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'position:fixed', class: 'x' },
        content: [words('Hello')],
      }),
    );
    expect(html).toBe('<p>Hello</p>');
  });

  it('turns script links into # and keeps http, mailto, tel and site paths', () => {
    const render = (attrs: Record<string, unknown>) =>
      richTextToHtml(doc(paragraph(words('Go', [link(attrs)]))));
    expect(render({ href: 'javascript:alert(1)', linktype: 'url' })).toContain('href="#"');
    expect(render({ href: 'JaVaScRiPt:alert(1)', linktype: 'url' })).toContain('href="#"');
    expect(render({ href: 'data:text/html,hi', linktype: 'url' })).toContain('href="#"');
    expect(render({ href: 'https://example.com/a', linktype: 'url' })).toContain(
      'href="https://example.com/a"',
    );
    expect(render({ href: 'help@cairn.example', linktype: 'email' })).toContain(
      'href="mailto:help@cairn.example"',
    );
    expect(render({ href: 'tel:+441234567890', linktype: 'url' })).toContain(
      'href="tel:+441234567890"',
    );
  });

  it('normalises story links as navigation links are, with their anchor', () => {
    const html = richTextToHtml(
      doc(
        paragraph(
          words('Sizes', [link({ href: 'guides/sizing', anchor: 'boots', linktype: 'story' })]),
        ),
      ),
    );
    expect(html).toContain('href="/guides/sizing#boots"');
  });

  it('opens new-tab links without giving the new page a handle on this one', () => {
    const html = richTextToHtml(
      doc(paragraph(words('Map', [link({ href: 'https://maps.example', target: '_blank' })]))),
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('starts headings at h2, since the hero holds the page h1', () => {
    expect(
      richTextToHtml(doc({ type: 'heading', attrs: { level: 1 }, content: [words('Title')] })),
    ).toBe('<h2>Title</h2>');
    expect(
      richTextToHtml(doc({ type: 'heading', attrs: { level: 3 }, content: [words('Part')] })),
    ).toBe('<h3>Part</h3>');
  });

  it('drops unknown nodes, nested blocks and marks it does not know', () => {
    const html = richTextToHtml(
      doc(
        { type: 'blok', attrs: { body: [{ component: 'video' }] } },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        paragraph(words('Kept', [{ type: 'styled', attrs: { class: 'red' } }])),
      ),
    );
    expect(html).toBe('<p>Kept</p>');
  });

  it('keeps images with http(s) or site addresses and drops others', () => {
    const image = (src: string) =>
      richTextToHtml(doc(paragraph({ type: 'image', attrs: { src, alt: 'Tent', onerror: 'x' } })));
    expect(image('/images/content/tent.jpg')).toContain('src="/images/content/tent.jpg"');
    expect(image('/images/content/tent.jpg')).not.toContain('onerror');
    expect(image('javascript:alert(1)')).toBe('<p></p>');
  });

  it('shows an older plain-string field as escaped text in paragraphs', () => {
    expect(richTextToHtml('First line\nsecond line\n\n<b>Next</b>')).toBe(
      '<p>First line<br>second line</p><p>&lt;b&gt;Next&lt;/b&gt;</p>',
    );
  });

  it('renders nothing for empty or non-document values', () => {
    expect(richTextToHtml(undefined)).toBe('');
    expect(richTextToHtml({})).toBe('');
    expect(richTextToHtml(doc())).toBe('');
    expect(richTextToHtml('   ')).toBe('');
  });
});
