import type { Address } from '@cairn/commerce-client';

/**
 * What the shopper has typed at checkout, kept in sessionStorage so a reload loses nothing.
 * The country, delivery and payment methods live on the cart (server-side); card details are
 * never stored.
 */
export type CheckoutDraft = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  terms: boolean;
};

/** Card details: in memory only, for this page's life. */
export type CardDraft = { number: string; expiry: string; cvc: string };

export const emptyDraft: CheckoutDraft = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  postcode: '',
  terms: false,
};

export const emptyCard: CardDraft = { number: '', expiry: '', cvc: '' };

export const draftStorageKey = 'cairn.checkout-draft';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored draft; fields that are missing or of the wrong type are left out, never thrown on. */
export function readDraft(storage: SessionStorageLike | undefined): Partial<CheckoutDraft> {
  let text: string | null = null;
  try {
    text = storage?.getItem(draftStorageKey) ?? null;
  } catch {
    return {};
  }
  if (!text) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object') return {};
  const draft: Partial<CheckoutDraft> = {};
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(emptyDraft) as (keyof CheckoutDraft)[]) {
    const value = record[key];
    if (key === 'terms') {
      if (typeof value === 'boolean') draft.terms = value;
    } else if (typeof value === 'string') {
      draft[key] = value.slice(0, 300);
    }
  }
  return draft;
}

/** Stores the draft; a browser refusing storage (private mode, quota) just does not keep it. */
export function writeDraft(storage: SessionStorageLike | undefined, draft: CheckoutDraft): void {
  try {
    storage?.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // nothing to do: the form still works, it just will not survive a reload
  }
}

export function clearDraft(storage: SessionStorageLike | undefined): void {
  try {
    storage?.removeItem(draftStorageKey);
  } catch {
    // storage unavailable: nothing stored there
  }
}

/** A draft started from the address the cart already has (a returning or logged-in shopper). */
export function draftFromAddress(address: Address | null | undefined): Partial<CheckoutDraft> {
  if (!address) return {};
  const draft: Partial<CheckoutDraft> = {};
  const copy = (key: keyof Omit<CheckoutDraft, 'terms'>, value: string | undefined) => {
    if (value) draft[key] = value;
  };
  copy('email', address.email);
  copy('firstName', address.firstName);
  copy('lastName', address.lastName);
  copy('phoneNumber', address.phoneNumber);
  copy('company', address.company);
  copy('address1', address.address1);
  copy('address2', address.address2);
  copy('city', address.city);
  copy('postcode', address.zipCode);
  return draft;
}

/** The address to pay with: trimmed, empty fields left out, in the cart's country. */
export function addressFromDraft(draft: CheckoutDraft, country: string): Address {
  const address: Address = { country };
  const put = (key: keyof Address, value: string) => {
    const trimmed = value.trim();
    if (trimmed) address[key] = trimmed;
  };
  put('email', draft.email.toLowerCase());
  put('firstName', draft.firstName);
  put('lastName', draft.lastName);
  put('phoneNumber', draft.phoneNumber);
  put('company', draft.company);
  put('address1', draft.address1);
  put('address2', draft.address2);
  put('city', draft.city);
  put('zipCode', draft.postcode.toUpperCase());
  return address;
}
