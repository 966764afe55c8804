import { describe, expect, it } from 'vitest';
import {
  cookieStorage,
  createClientState,
  memoryStorage,
  storageKeys,
  webStorage,
} from './client-storage.ts';

/** Behaves like document.cookie: reading lists name=value pairs, writing sets one cookie. */
function fakeCookieJar() {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('storages', () => {
  it('keep, replace and remove values: memory, web storage and cookies', () => {
    const values = new Map<string, string>();
    const local = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    for (const storage of [
      memoryStorage(),
      webStorage(local),
      cookieStorage({ jar: fakeCookieJar() }),
    ]) {
      expect(storage.get('k')).toBeNull();
      storage.set('k', 'a value; with=odd chars');
      expect(storage.get('k')).toBe('a value; with=odd chars');
      storage.set('k', 'v2');
      expect(storage.get('k')).toBe('v2');
      storage.remove('k');
      expect(storage.get('k')).toBeNull();
    }
  });

  it('falls back to memory when web storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = webStorage(refusing);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('writes cookies with a path, SameSite and a lifetime', () => {
    const jar = fakeCookieJar();
    cookieStorage({ jar, secure: true, maxAge: 60 }).set(storageKeys.cartToken, 'abc');
    expect(jar.written).toEqual(['cairn.cart-token=abc; Max-Age=60; Path=/; SameSite=Lax; Secure']);
  });

  it('needs a jar outside a browser', () => {
    expect(() => cookieStorage()).toThrow(/needs a `jar`/);
  });
});

describe('createClientState', () => {
  it('stores the cart token, treating none as no token', () => {
    const state = createClientState();
    state.setCartToken('t1');
    expect(state.cartToken).toBe('t1');
    state.setCartToken('none');
    expect(state.cartToken).toBeNull();
  });

  it('makes random recommendation keys once, and new ones on demand', () => {
    const storage = memoryStorage();
    const state = createClientState(storage);
    const first = state.recommendationKeys();
    expect(first.sessionKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.customerKey).not.toBe(first.sessionKey);
    expect(state.recommendationKeys()).toEqual(first);
    expect(storage.get(storageKeys.recommendationSessionKey)).toBe(first.sessionKey);
    const next = state.regenerateRecommendationKeys();
    expect(next.sessionKey).not.toBe(first.sessionKey);
    expect(next.customerKey).not.toBe(first.customerKey);
  });

  it('keeps the current click ticket with its sku', () => {
    const state = createClientState();
    expect(state.clickTicket).toBeNull();
    state.setClickTicket('ticket-1', 'A-1-M');
    expect(state.clickTicket).toEqual({ ticket: 'ticket-1', sku: 'A-1-M' });
    state.setClickTicket(null);
    expect(state.clickTicket).toBeNull();
  });
});
