/** Where the client keeps its few values: the cart token and recommendation identifiers. */
export type KeyValueStorage = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

/** The keys the client keeps between visits: the session token and the recommendation keys. */
export const storageKeys = {
  cartToken: 'cairn.cart-token',
  recommendationSessionKey: 'cairn.recommendation-session-key',
  recommendationCustomerKey: 'cairn.recommendation-customer-key',
  clickTicket: 'cairn.click-ticket',
  clickSku: 'cairn.click-sku',
  device: 'cairn.device',
} as const;

/** In-memory storage: the default, and what a server uses per request. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

type WebStorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * `localStorage` (or `sessionStorage`, or anything with the same three methods). Browsers that
 * refuse storage (private modes, quotas) fall back to memory rather than throwing.
 */
export function webStorage(storage?: WebStorageLike): KeyValueStorage {
  const target =
    storage ?? (globalThis as { localStorage?: WebStorageLike }).localStorage ?? undefined;
  const fallback = memoryStorage();
  if (!target) return fallback;
  return {
    get(key) {
      try {
        return target.getItem(key) ?? fallback.get(key);
      } catch {
        return fallback.get(key);
      }
    },
    set(key, value) {
      try {
        target.setItem(key, value);
      } catch {
        fallback.set(key, value);
      }
    },
    remove(key) {
      fallback.remove(key);
      try {
        target.removeItem(key);
      } catch {
        // storage unavailable: nothing stored there to remove
      }
    },
  };
}

export type CookieStorageOptions = {
  /**
   * Something with a `cookie` property read and written like `document.cookie` (the default).
   * On a server, pass an adapter over the request's Cookie and the response's Set-Cookie.
   */
  jar?: { cookie: string };
  path?: string;
  /** Lifetime in seconds; 30 days unless set. */
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
};

/** Cookies, so the server can read the cart token too. Values are URI-encoded. */
export function cookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const jar = options.jar ?? (globalThis as { document?: { cookie: string } }).document;
  if (!jar) throw new TypeError('cookieStorage needs a `jar` outside a browser');
  const secure =
    options.secure ??
    (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  const attributes = [
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
    ...(secure ? ['Secure'] : []),
  ];
  const write = (key: string, value: string, maxAge: number) => {
    jar.cookie = [
      `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
      `Max-Age=${maxAge}`,
      ...attributes,
    ].join('; ');
  };
  return {
    get(key) {
      const name = `${encodeURIComponent(key)}=`;
      const found = jar.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(name));
      return found === undefined ? null : decodeURIComponent(found.slice(name.length));
    },
    set: (key, value) => write(key, value, options.maxAge ?? 30 * 24 * 60 * 60),
    remove: (key) => write(key, '', 0),
  };
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The client-stored state over a storage: the cart token, the recommendation session and
 * customer keys (random, made on first use, regenerated after an order) and the current
 * click ticket with its sku.
 */
export function createClientState(storage: KeyValueStorage = memoryStorage()) {
  return {
    storage,
    get cartToken(): string | null {
      return storage.get(storageKeys.cartToken);
    },
    setCartToken(token: string | null) {
      if (token && token !== 'none') storage.set(storageKeys.cartToken, token);
      else storage.remove(storageKeys.cartToken);
    },
    /**
     * The token the API gave this browser at its last login, confirmed registration or reset
     * link: it marks the browser as its account owner's, so strangers' wrong passwords for the
     * account do not lock it out. Kept across logouts.
     */
    get deviceToken(): string | null {
      return storage.get(storageKeys.device);
    },
    setDeviceToken(token: string | null | undefined) {
      if (token) storage.set(storageKeys.device, token);
    },
    /** The recommendation keys, made now if missing. */
    recommendationKeys(): { sessionKey: string; customerKey: string } {
      let sessionKey = storage.get(storageKeys.recommendationSessionKey);
      let customerKey = storage.get(storageKeys.recommendationCustomerKey);
      if (!sessionKey) {
        sessionKey = randomKey();
        storage.set(storageKeys.recommendationSessionKey, sessionKey);
      }
      if (!customerKey) {
        customerKey = randomKey();
        storage.set(storageKeys.recommendationCustomerKey, customerKey);
      }
      return { sessionKey, customerKey };
    },
    /** New recommendation keys: an order starts a new browsing history for the recommendations. */
    regenerateRecommendationKeys(): { sessionKey: string; customerKey: string } {
      storage.remove(storageKeys.recommendationSessionKey);
      storage.remove(storageKeys.recommendationCustomerKey);
      return this.recommendationKeys();
    },
    get clickTicket(): { ticket: string; sku: string | null } | null {
      const ticket = storage.get(storageKeys.clickTicket);
      return ticket ? { ticket, sku: storage.get(storageKeys.clickSku) } : null;
    },
    setClickTicket(ticket: string | null, sku?: string | null) {
      if (ticket) storage.set(storageKeys.clickTicket, ticket);
      else storage.remove(storageKeys.clickTicket);
      if (ticket && sku) storage.set(storageKeys.clickSku, sku);
      else storage.remove(storageKeys.clickSku);
    },
  };
}

export type ClientState = ReturnType<typeof createClientState>;
