// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routedAnchorTarget, routedLinkTarget } from './routed-link-clicks.ts';

const here = 'https://shop.example/guides/ski-buying-guide';

/** A plain left click on the link with `attributes`, on the text inside it. */
function clickOn(
  attributes: Record<string, string>,
  modifiers: Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'defaultPrevented'>> = {},
) {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'Go';
  anchor.append(label);
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: label,
    ...modifiers,
  };
}

describe('routedLinkTarget', () => {
  it('routes a link to another page of the site, query and hash included', () => {
    expect(routedLinkTarget(clickOn({ href: '/all/clothing?sort=price-asc#top' }), here)).toBe(
      '/all/clothing?sort=price-asc#top',
    );
    expect(routedLinkTarget(clickOn({ href: 'https://shop.example/brands' }), here)).toBe(
      '/brands',
    );
  });

  it('leaves other sites, new tabs, downloads and modified clicks to the browser', () => {
    expect(routedLinkTarget(clickOn({ href: 'https://elsewhere.example/' }), here)).toBeUndefined();
    expect(routedLinkTarget(clickOn({ href: 'mailto:help@shop.example' }), here)).toBeUndefined();
    expect(routedLinkTarget(clickOn({ href: '/all', target: '_blank' }), here)).toBeUndefined();
    expect(routedLinkTarget(clickOn({ href: '/guide.pdf', download: '' }), here)).toBeUndefined();
    expect(routedLinkTarget(clickOn({ href: '/all' }, { metaKey: true }), here)).toBeUndefined();
    expect(routedLinkTarget(clickOn({ href: '/all' }, { button: 1 }), here)).toBeUndefined();
    expect(
      routedLinkTarget(clickOn({ href: '/all' }, { defaultPrevented: true }), here),
    ).toBeUndefined();
  });

  it('leaves a jump within the page and pages with a document of their own to the browser', () => {
    expect(routedLinkTarget(clickOn({ href: '#spotlight-1' }), here)).toBeUndefined();
    expect(routedLinkTarget(clickOn({ href: '/klarna' }), here)).toBeUndefined();
  });

  it('ignores a click that is not on a link', () => {
    const click = clickOn({ href: '/all' });
    expect(
      routedLinkTarget({ ...click, target: document.createElement('p') }, here),
    ).toBeUndefined();
  });
});

describe('routedAnchorTarget', () => {
  it('gives the in-app address of the link a pointer or focus is on, by the same rule', () => {
    expect(routedAnchorTarget(clickOn({ href: '/all?sort=price-asc' }).target, here)).toBe(
      '/all?sort=price-asc',
    );
    expect(routedAnchorTarget(clickOn({ href: '/klarna' }).target, here)).toBeUndefined();
    expect(
      routedAnchorTarget(clickOn({ href: '//elsewhere.example/' }).target, here),
    ).toBeUndefined();
    expect(
      routedAnchorTarget(clickOn({ href: '/all', target: '_blank' }).target, here),
    ).toBeUndefined();
    expect(routedAnchorTarget(document.createElement('p'), here)).toBeUndefined();
    expect(routedAnchorTarget(null, here)).toBeUndefined();
  });
});
