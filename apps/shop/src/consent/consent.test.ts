import { describe, expect, it } from 'vitest';
import { allAccepted, allows, consentCookieString, necessaryOnly, readConsent } from './consent.ts';

const at = '2026-11-24T08:00:00.000Z';
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('consent', () => {
  it('is undecided without its cookie, and then allows only what is necessary', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('other=1')).toBeNull();
    expect(allows(null, 'necessary')).toBe(true);
    expect(allows(null, 'marketing')).toBe(false);
  });
  it('reads back what it stored, among other cookies', () => {
    const chosen = { ...necessaryOnly(at), statistics: true };
    const header = `a=1; ${cookieOf(consentCookieString(chosen, true))}; b=2`;
    expect(readConsent(header)).toEqual(chosen);
    expect(allows(readConsent(header), 'statistics')).toBe(true);
    expect(allows(readConsent(header), 'marketing')).toBe(false);
  });
  it('stores a first-party cookie for a year, Secure on https', () => {
    expect(consentCookieString(allAccepted(at), true)).toMatch(
      /^cairn_consent=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(consentCookieString(allAccepted(at), false)).not.toContain('Secure');
  });
  it('treats any tampered or garbled value as undecided, never throwing', () => {
    for (const value of [
      '',
      '%',
      '%E0%A4%A',
      '{',
      'null',
      '[]',
      '1',
      '%7B%22v%22%3A1%7D',
      'x=y=z',
    ]) {
      expect(readConsent(`cairn_consent=${value}`)).toBeNull();
    }
    expect(readConsent('cairn_consent=%7B%22v%22%3A2%7D')).toBeNull();
    const stored = { v: 1, p: true, s: false, m: false, at };
    const cookie = (value: unknown) => `cairn_consent=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readConsent(cookie(stored))).toEqual({ ...necessaryOnly(at), preferences: true });
    expect(readConsent(cookie({ ...stored, v: 2 }))).toBeNull();
    expect(readConsent(cookie({ ...stored, p: 'true' }))).toBeNull();
    expect(readConsent(cookie({ ...stored, m: undefined }))).toBeNull();
    for (const decided of [
      '',
      'yesterday',
      '2026-11-24',
      '2026-11-24T08:00:00+01:00',
      '2026-13-45T99:00:00Z',
      7,
    ])
      expect(readConsent(cookie({ ...stored, at: decided }))).toBeNull();
  });
});
