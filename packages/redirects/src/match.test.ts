import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/index.js';
import { createRedirectMatcher } from './match.js';
import { parseRedirectTable } from './parse/index.js';

const oldHosts = ['www.cairn-outdoor.co.uk'];

describe('createRedirectMatcher', () => {
  const matcher = createRedirectMatcher(
    [
      { from: '/men/jackets', to: '/mens/clothing/jackets' },
      { from: 'https://www.cairn-outdoor.co.uk/help/', to: '/information/faqs' },
      { from: '/sale-snow-wear', to: '/all/sale/skiing?sort=discount' },
      { from: '/guides/old-boot-guide', to: '/guides/boot-buying-guide#fit' },
    ],
    { oldHosts },
  );

  it('matches the path case-insensitively, with or without a trailing slash, answering 301', () => {
    for (const url of ['/men/jackets', '/Men/Jackets', '/MEN/JACKETS/', '/men/jackets//']) {
      expect(matcher.match(url)).toEqual({ location: '/mens/clothing/jackets', status: 301 });
    }
  });

  it('matches an absolute from on an old host by its path', () => {
    expect(matcher.match('/help')?.location).toBe('/information/faqs');
    expect(matcher.match('https://shop.example/HELP/?q=boots')?.location).toBe(
      '/information/faqs?q=boots',
    );
  });

  it("keeps the request's query and merges it onto the target's, the target winning a clash", () => {
    expect(matcher.match('/men/jackets?utm_source=mail&page=2')?.location).toBe(
      '/mens/clothing/jackets?utm_source=mail&page=2',
    );
    expect(matcher.match('/sale-snow-wear?sort=price&page=3')?.location).toBe(
      '/all/sale/skiing?sort=discount&page=3',
    );
    expect(matcher.match('/guides/old-boot-guide?ref=x')?.location).toBe(
      '/guides/boot-buying-guide?ref=x#fit',
    );
  });

  it('returns null for a path that is not in the table', () => {
    expect(matcher.match('/mens/clothing/jackets')).toBeNull();
    expect(matcher.match('/men')).toBeNull();
    expect(matcher.match('/men/jackets/extra')).toBeNull();
  });

  it('never redirects a request whose path starts with // (or /\\)', () => {
    const open = createRedirectMatcher([{ from: '/evil.example', to: '/' }]);
    expect(open.match('/evil.example')).not.toBeNull();
    expect(open.match('//evil.example')).toBeNull();
    expect(open.match('/\\evil.example')).toBeNull();
    expect(open.match('https://shop.example//evil.example')).toBeNull();
  });

  it('never answers with a location that starts with // or leaves the site unless allowed', () => {
    const rules = [
      { from: '/a', to: '//evil.example/x' },
      { from: '/b', to: 'https://evil.example/x' },
      { from: '/c', to: '/\\evil.example' },
      { from: '/d', to: 'javascript:alert(1)' },
      { from: '/e', to: 'https://www.cairn-outdoor.co.uk//evil.example' },
      { from: '/f', to: 'https://giftcards.example/cairn' },
    ];
    const strict = createRedirectMatcher(rules, { oldHosts });
    expect(strict.size).toBe(0);
    const allowing = createRedirectMatcher(rules, {
      oldHosts,
      allowedExternalHosts: ['giftcards.example'],
    });
    expect(allowing.size).toBe(1);
    expect(allowing.match('/f')?.location).toBe('https://giftcards.example/cairn');
  });

  it('turns a target on an old host into a site path', () => {
    const m = createRedirectMatcher(
      [{ from: '/delivery', to: 'http://www.cairn-outdoor.co.uk/information/delivery-returns' }],
      { oldHosts },
    );
    expect(m.match('/delivery')?.location).toBe('/information/delivery-returns');
  });

  it('uses the configured status', () => {
    const m = createRedirectMatcher([{ from: '/a', to: '/b' }], { status: 308 });
    expect(m.match('/a')).toEqual({ location: '/b', status: 308 });
  });

  describe('given the faults of seed 001 section 8', () => {
    const { rules } = parseRedirectTable(fixture('faults.js'));
    const faulty = createRedirectMatcher(rules);

    it('drops self-redirects, even when they only match after normalising', () => {
      expect(faulty.match('/all/clothing')).toBeNull();
      expect(faulty.match('/all/clothing/')).toBeNull();
    });

    it('keeps the first rule for a duplicated or conflicting from', () => {
      expect(faulty.match('/men/jackets')?.location).toBe('/mens/clothing/jackets');
    });

    it('collapses a chain so the first rule answers with the final target in one hop', () => {
      expect(faulty.match('/snow-wear-sale')?.location).toBe('/all/sale/skiing');
      expect(faulty.match('/ski-sale')?.location).toBe('/all/sale/skiing');
    });

    it('drops the rules of a loop', () => {
      expect(faulty.match('/loop-a')).toBeNull();
      expect(faulty.match('/loop-b')).toBeNull();
    });

    it('drops external and invalid rules', () => {
      expect(faulty.match('/partners')).toBeNull();
      expect(faulty.match('/sneaky')).toBeNull();
    });

    it('serves everything else', () => {
      // 16 rules: minus self, duplicate, conflict, two loop rules, two external, one invalid.
      expect(faulty.size).toBe(8);
    });
  });

  it('answers a rule leading into a loop with its own target', () => {
    const m = createRedirectMatcher([
      { from: '/in', to: '/a?x=1' },
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ]);
    expect(m.match('/in')?.location).toBe('/a?x=1');
    expect(m.size).toBe(1);
  });

  it("carries a chain's queries through to the final target", () => {
    const m = createRedirectMatcher([
      { from: '/x', to: '/y?from=x' },
      { from: '/y', to: '/z' },
    ]);
    expect(m.match('/x')?.location).toBe('/z?from=x');
  });

  it('ignores input that is not a URL', () => {
    expect(matcher.match('')).toBeNull();
    expect(matcher.match('men/jackets')).toBeNull();
    expect(matcher.match(undefined as unknown as string)).toBeNull();
  });
});
