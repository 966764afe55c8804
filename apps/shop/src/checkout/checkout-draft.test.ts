import { describe, expect, it } from 'vitest';
import {
  addressFromDraft,
  clearDraft,
  draftFromAddress,
  draftStorageKey,
  emptyDraft,
  readDraft,
  writeDraft,
} from './checkout-draft.ts';

function storage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('the checkout draft in sessionStorage', () => {
  it('given a written draft, reads the same fields back', () => {
    const store = storage();
    writeDraft(store, { ...emptyDraft, email: 'ann@example.com', terms: true });
    expect(readDraft(store)).toEqual({ ...emptyDraft, email: 'ann@example.com', terms: true });
    clearDraft(store);
    expect(store.values.has(draftStorageKey)).toBe(false);
  });

  it('given junk or fields of the wrong type, keeps only the good fields', () => {
    expect(readDraft(storage({ [draftStorageKey]: '{not json' }))).toEqual({});
    expect(
      readDraft(
        storage({ [draftStorageKey]: JSON.stringify({ city: 'Leeds', terms: 'yes', x: 1 }) }),
      ),
    ).toEqual({ city: 'Leeds' });
    expect(readDraft(undefined)).toEqual({});
  });

  it('given a browser that refuses storage, does not throw', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(refusing)).toEqual({});
    expect(() => writeDraft(refusing, emptyDraft)).not.toThrow();
    expect(() => clearDraft(refusing)).not.toThrow();
  });
});

describe('addresses', () => {
  it('builds the payment address trimmed, without empty fields, in the cart country', () => {
    expect(
      addressFromDraft(
        {
          ...emptyDraft,
          email: ' Ann@Example.com ',
          firstName: 'Ann',
          lastName: 'Hill',
          address1: '1 High Street',
          city: 'Keswick',
          postcode: 'ca12 5aa',
        },
        'GB',
      ),
    ).toEqual({
      country: 'GB',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Hill',
      address1: '1 High Street',
      city: 'Keswick',
      zipCode: 'CA12 5AA',
    });
  });

  it("starts a draft from the cart's stored address", () => {
    expect(draftFromAddress({ firstName: 'Ann', zipCode: 'CA12 5AA', country: 'GB' })).toEqual({
      firstName: 'Ann',
      postcode: 'CA12 5AA',
    });
    expect(draftFromAddress(undefined)).toEqual({});
  });
});
