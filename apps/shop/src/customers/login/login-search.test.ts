import { describe, expect, it } from 'vitest';
import { parseEmailLinkSearch, parseLoginSearch } from './login-search.ts';

describe('parseLoginSearch', () => {
  it('keeps a path on this site', () => {
    expect(parseLoginSearch({ redirect: '/all/clothing?page=2' })).toEqual({
      redirect: '/all/clothing?page=2',
    });
  });

  it.each([
    ['another host', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['the login page', '/login'],
    ['a control character', '/account\n'],
    ['a number', 5],
  ])('drops %s', (_name, redirect) => {
    expect(parseLoginSearch({ redirect })).toEqual({});
  });
});

describe('parseEmailLinkSearch', () => {
  it('keeps both parts of a reset link', () => {
    expect(parseEmailLinkSearch({ i: 'a1', id: 'secret' })).toEqual({ i: 'a1', id: 'secret' });
  });

  it('keeps neither when one is missing', () => {
    expect(parseEmailLinkSearch({ i: 'a1' })).toEqual({});
    expect(parseEmailLinkSearch({ id: 'secret', i: '' })).toEqual({});
  });
});
