import { describe, expect, it } from 'vitest';
import { planNavigation } from './site-navigation.ts';

const origin = 'https://cairn.example';

describe('planNavigation', () => {
  it('sends paths on this site through the router, query and anchor kept', () => {
    expect(planNavigation('/all/clothing?brand=bothy#top', origin)).toEqual({
      kind: 'router',
      href: '/all/clothing?brand=bothy#top',
    });
    expect(planNavigation('/search?q=a\\b', origin)).toEqual({
      kind: 'router',
      href: '/search?q=a\\b',
    });
    expect(planNavigation('https://cairn.example/account', origin)).toEqual({
      kind: 'router',
      href: '/account',
    });
  });

  it('refuses another site unless the caller allows it', () => {
    for (const href of [
      'https://evil.example/login',
      '//evil.example/login',
      '/\\evil.example/login',
      'http://cairn.example/account', // another origin: the scheme differs
    ]) {
      expect(planNavigation(href, origin)).toMatchObject({ kind: 'refused' });
    }
    expect(planNavigation('https://www.klarna.com/uk/', origin, { external: true })).toEqual({
      kind: 'document',
      href: 'https://www.klarna.com/uk/',
    });
  });

  it('never follows script or data addresses, even when allowed', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,hi']) {
      expect(planNavigation(href, origin, { external: true })).toMatchObject({ kind: 'refused' });
    }
  });

  it('refuses an empty address', () => {
    expect(planNavigation('  ', origin, { external: true })).toMatchObject({ kind: 'refused' });
  });
});
