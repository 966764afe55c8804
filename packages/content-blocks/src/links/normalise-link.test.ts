import { describe, expect, it } from 'vitest';
import { isExternalHref, normaliseLink, safeHref } from './normalise-link.ts';

describe('normaliseLink', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:help@cairn.example', 'mailto:help@cairn.example'],
    ['tel:+441234567890', 'tel:+441234567890'],
    ['//cdn.example.com/x.pdf', '//cdn.example.com/x.pdf'],
    ['/all/clothing', '/all/clothing'],
    ['all/clothing', '/all/clothing'],
    ['guides', '/guides'],
    ['#delivery', '/#delivery'],
    ['', '#'],
    ['   ', '#'],
  ])('given the string %j, it gives %j', (input, expected) => {
    expect(normaliseLink(input)).toBe(expected);
  });

  it('given nothing, it gives #', () => {
    expect(normaliseLink(undefined)).toBe('#');
    expect(normaliseLink(null)).toBe('#');
  });

  it('given a story multilink, it uses url and falls back to cached_url', () => {
    expect(normaliseLink({ linktype: 'story', url: '/guides', cached_url: 'guides' })).toBe(
      '/guides',
    );
    expect(normaliseLink({ linktype: 'story', url: '', cached_url: 'all/clothing' })).toBe(
      '/all/clothing',
    );
  });

  it('given an empty multilink, it gives #', () => {
    expect(normaliseLink({ linktype: 'story', url: '', cached_url: '' })).toBe('#');
  });

  it('given a url multilink, it keeps the scheme', () => {
    expect(normaliseLink({ linktype: 'url', url: 'https://www.klarna.com', cached_url: '' })).toBe(
      'https://www.klarna.com',
    );
  });

  it('given an email multilink, it gives a mailto link', () => {
    expect(normaliseLink({ linktype: 'email', email: 'help@cairn.example' })).toBe(
      'mailto:help@cairn.example',
    );
  });

  it('given a story anchor, it appends it', () => {
    expect(
      normaliseLink({ linktype: 'story', cached_url: 'information/faq', anchor: 'returns' }),
    ).toBe('/information/faq#returns');
  });
});

describe('isExternalHref and safeHref', () => {
  it('treats schemes and protocol-relative links as external', () => {
    expect(isExternalHref('https://a.example')).toBe(true);
    expect(isExternalHref('//a.example')).toBe(true);
    expect(isExternalHref('/all')).toBe(false);
    expect(isExternalHref('#')).toBe(false);
  });

  it('replaces script URLs with #', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref(' JavaScript:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,x')).toBe('#');
    expect(safeHref('/all')).toBe('/all');
  });

  it('reads the scheme as a browser does: tabs, line breaks and controls hide nothing', () => {
    for (const href of [
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0001javascript:alert(1)',
      ' \u0000javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'blob:https://a.example/1',
      'file:///etc/passwd',
      'http://[::1',
    ]) {
      expect(safeHref(href), JSON.stringify(href)).toBe('#');
    }
  });

  it('keeps web, mail and phone links and relative ones as they are', () => {
    for (const href of [
      'https://www.cairn.example/all',
      'http://a.example',
      'mailto:help@cairn.example',
      'tel:+441234567890',
      '/all/clothing?brand=northwall#top',
      '#reviews',
      '//cdn.example.com/x.pdf',
      'guides',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });
});
