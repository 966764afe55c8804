import { describe, expect, it } from 'vitest';
import { hostSets, mergeQuery, normalizeHost, readAddress, routeKey } from './normalize.ts';

describe('routeKey', () => {
  it('lower-cases, drops trailing slashes, the query and the fragment, but keeps the root', () => {
    expect(routeKey('/Men/Jackets/')).toBe('/men/jackets');
    expect(routeKey('/men/jackets//?page=2#top')).toBe('/men/jackets');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/?utm=1')).toBe('/');
  });
});

describe('readAddress', () => {
  const hosts = hostSets({ oldHosts: ['www.cairn-outdoor.co.uk'], allowedExternalHosts: [] });

  it('reads an old-host URL (any scheme case, port or www) as its path', () => {
    expect(readAddress('HTTPS://cairn-outdoor.co.uk:443/help?x=1', hosts)).toEqual({
      kind: 'path',
      path: '/help?x=1',
    });
    expect(readAddress('https://www.cairn-outdoor.co.uk', hosts)).toEqual({
      kind: 'path',
      path: '/',
    });
  });

  it('calls other hosts, protocol-relative URLs included, external', () => {
    expect(readAddress('//evil.example/x', hosts)).toMatchObject({
      kind: 'external',
      host: 'evil.example',
    });
    expect(readAddress('https://evil.example', hosts)).toMatchObject({ kind: 'external' });
  });

  it('refuses what a browser could read as another host or a script', () => {
    for (const value of [
      '/\\evil.example',
      'javascript:alert(1)',
      'https://www.cairn-outdoor.co.uk//evil.example',
      '',
      '  ',
      'relative/path',
      '/with space',
    ]) {
      expect(readAddress(value, hosts).kind, value).toBe('invalid');
    }
  });
});

describe('mergeQuery', () => {
  it("appends the request's query, keeping the target's own values and its fragment last", () => {
    expect(mergeQuery('/a', 'x=1')).toBe('/a?x=1');
    expect(mergeQuery('/a?sort=new', 'sort=old&page=2')).toBe('/a?sort=new&page=2');
    expect(mergeQuery('/a?sort=new', 'sort=old')).toBe('/a?sort=new');
    expect(mergeQuery('/a#fit', '?x=1')).toBe('/a?x=1#fit');
    expect(mergeQuery('/a', '')).toBe('/a');
  });
});

describe('normalizeHost', () => {
  it('ignores case, port, user info, a trailing dot and www', () => {
    expect(normalizeHost('User@WWW.Cairn-Outdoor.co.uk.:8080')).toBe('cairn-outdoor.co.uk');
  });
});
