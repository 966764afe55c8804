import { describe, expect, it } from 'vitest';
import { generateStores } from './stores.ts';

describe('generateStores', () => {
  const stores = generateStores();

  it('has exactly the sixteen store slugs of R-REDIRECT-13', () => {
    expect(stores.map((store) => store.slug)).toEqual([
      'aviemore',
      'braehead',
      'bristol',
      'cambridge',
      'capel-curig',
      'castleford',
      'chester',
      'covent-garden',
      'fort-william',
      'kensington',
      'liverpool',
      'manchester',
      'milton-keynes',
      'st-pauls',
      'tamworth',
      'westfield-stratford',
    ]);
  });

  it('gives each store a UK postcode, phone number, hours and services', () => {
    for (const store of stores) {
      expect(store.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(store.phone).toMatch(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/);
      expect(store.openingHours).toMatch(/Mon/);
      expect(store.address.length).toBeGreaterThan(10);
      expect(store.services.length).toBeGreaterThan(0);
    }
  });

  it('offers ski boot fitting in the mountain towns', () => {
    const aviemore = stores.find((store) => store.slug === 'aviemore');
    expect(aviemore?.services).toContain('Ski boot fitting');
  });
});
