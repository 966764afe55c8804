import { atom } from 'jotai';
import { useSyncExternalStore } from 'react';
import {
  allows,
  type Consent,
  type ConsentCategory,
  consentCookieString,
  readConsent,
} from './consent.ts';

/**
 * The shopper's choice as the page knows it: `undefined` while rendering on the server and
 * during hydration (so every cached page is the same for everyone), then what the cookie
 * says, `null` when nothing has been chosen yet.
 */
export type ConsentState = Consent | null | undefined;

const listeners = new Set<() => void>();
let lastCookie: string | undefined;
let lastConsent: Consent | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Parsed once per cookie string: React asks for the snapshot on every render.
function browserSnapshot(): Consent | null {
  const cookie = document.cookie;
  if (cookie !== lastCookie) {
    lastCookie = cookie;
    lastConsent = readConsent(cookie);
  }
  return lastConsent;
}

const serverSnapshot = (): ConsentState => undefined;

/** The current choice; re-renders when it is saved (in this tab). */
export function useConsent(): ConsentState {
  return useSyncExternalStore<ConsentState>(subscribe, browserSnapshot, serverSnapshot);
}

/**
 * Whether a category may load now: false on the server, during hydration and until the shopper
 * has said yes, so nothing optional ever starts before consent.
 */
export function useAllows(category: ConsentCategory): boolean {
  const consent = useConsent();
  return consent !== undefined && allows(consent, category);
}

/** Stores a choice for a year and tells every component reading it. */
export function saveConsent(consent: Consent): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the value comes from consentCookieString (encoded, tested); a synchronous write lets the components reading it re-render at once
  document.cookie = consentCookieString(consent, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}

/** Whether the cookie settings dialog is open (the banner's "Choose" and the footer open it). */
export const consentSettingsOpenAtom = atom(false);
