import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/index.ts';
import { createRedirectMatcher } from './match.ts';
import { parseRedirectTable } from './parse/index.ts';

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

  describe('given the table faults the README lists', () => {
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

  describe('given requests that differ from the rule only as routeKey allows', () => {
    const m = createRedirectMatcher([
      { from: '/', to: '/welcome' },
      { from: '/men/jackets', to: '/mens/clothing/jackets' },
      { from: '/Été-Sale', to: '/all/sale' },
      { from: '/kit-list', to: '/guides/ski-touring-kit-list' },
      { from: '/caf%C3%A9-guide', to: '/guides/cafe' },
      { from: '/rab-men-s-alpine-jacket-123456', to: '/rab-mens-alpine-jacket-123456-900' },
    ]);
    const location = (url: string) => m.match(url)?.location ?? null;

    it('answers the root path, with or without a query, and still refuses //', () => {
      expect(location('/')).toBe('/welcome');
      expect(location('/?utm_source=mail')).toBe('/welcome?utm_source=mail');
      expect(location('/#top')).toBe('/welcome');
      expect(location('//')).toBeNull();
    });

    it('ignores a fragment, and a query that is part of the fragment', () => {
      expect(location('/men/jackets#top')).toBe('/mens/clothing/jackets');
      expect(location('/Men/Jackets/#top')).toBe('/mens/clothing/jackets');
      expect(location('/men/jackets#top?page=2')).toBe('/mens/clothing/jackets');
      expect(location('/men/jackets?page=2#top')).toBe('/mens/clothing/jackets?page=2');
    });

    it('drops any number of trailing slashes, before a query too', () => {
      expect(location('/men/jackets///')).toBe('/mens/clothing/jackets');
      expect(location('/men/jackets//?page=2')).toBe('/mens/clothing/jackets?page=2');
      expect(location('/MEN/JACKETS/?page=2')).toBe('/mens/clothing/jackets?page=2');
    });

    it('answers an empty query with the bare target', () => {
      expect(location('/men/jackets?')).toBe('/mens/clothing/jackets');
      expect(location('/Men/Jackets?#top')).toBe('/mens/clothing/jackets');
    });

    it('answers the path of an absolute request URL, as Hono passes it', () => {
      expect(location('http://localhost/men/jackets')).toBe('/mens/clothing/jackets');
      expect(location('http://localhost:3000/men/jackets?page=2')).toBe(
        '/mens/clothing/jackets?page=2',
      );
      expect(location('http://localhost/mens/clothing/jackets')).toBeNull();
    });

    it('folds case beyond ASCII as toLowerCase does, the Kelvin sign included', () => {
      expect(location('/été-sale')).toBe('/all/sale');
      expect(location('/ÉTÉ-SALE/')).toBe('/all/sale');
      // U+212A KELVIN SIGN lower-cases to an ASCII k.
      expect(location('/\u212Ait-list')).toBe('/guides/ski-touring-kit-list');
    });

    it('matches percent-escapes in either case, and never decodes them', () => {
      expect(location('/caf%C3%A9-guide')).toBe('/guides/cafe');
      expect(location('/caf%c3%a9-guide')).toBe('/guides/cafe');
      expect(location('/CAF%c3%A9-GUIDE/?ref=x')).toBe('/guides/cafe?ref=x');
      expect(location('/café-guide')).toBeNull();
    });

    it('matches a product slug whole: the old naming in any case, never a prefix of it', () => {
      expect(location('/RAB-Men-s-Alpine-Jacket-123456/?colour=red')).toBe(
        '/rab-mens-alpine-jacket-123456-900?colour=red',
      );
      expect(location('/rab-men-s-alpine-jacket-12345')).toBeNull();
      expect(location('/rab-men-s-alpine-jacket-123456-900')).toBeNull();
      expect(location('/rab-mens-alpine-jacket-123456-900')).toBeNull();
    });

    it('returns the same answer object for every request without a query', () => {
      const answer = m.match('/men/jackets');
      expect(m.match('/MEN/JACKETS/')).toBe(answer);
      expect(m.match('/men/jackets#top')).toBe(answer);
      expect(Object.isFrozen(answer)).toBe(true);
    });
  });

  it('folds the case of every character that toLowerCase changes', () => {
    // The matcher skips lower-casing a path with nothing it could change: this proves the
    // characters it looks for cover every one toLowerCase acts on (all of the BMP, and an
    // astral capital, which arrives as a surrogate pair).
    const changed: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const char = String.fromCharCode(unit);
      if (char.toLowerCase() !== char) changed.push(char);
    }
    changed.push('\u{10400}'); // DESERET CAPITAL LONG I
    const m = createRedirectMatcher(changed.map((char) => ({ from: `/a${char}b`, to: '/found' })));
    const missed = changed.filter((char) => m.match(`/a${char}b`) === null);
    expect(missed).toEqual([]);
    expect(changed.length).toBeGreaterThan(1000);
  });

  it('is a plain object: size and match are its own properties, and match works detached', () => {
    const m = createRedirectMatcher([
      { from: '/a', to: '/b' },
      { from: '/c', to: '/d' },
    ]);
    expect(Object.keys(m)).toEqual(['size', 'match']);
    expect({ ...m }.size).toBe(2);
    const { match } = m;
    expect(match('/A/')?.location).toBe('/b');
    expect(createRedirectMatcher([]).size).toBe(0);
  });

  it('ignores input that is not a URL', () => {
    expect(matcher.match('')).toBeNull();
    expect(matcher.match('men/jackets')).toBeNull();
    expect(matcher.match(undefined as unknown as string)).toBeNull();
  });
});
