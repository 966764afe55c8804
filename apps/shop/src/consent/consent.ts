/**
 * Cookie and script consent (PECR / UK GDPR). Necessary storage (the bag, the login, this
 * choice) needs none; everything else waits until the shopper has said yes to its category.
 */
export const consentCategories = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** What the shopper chose, and when (a choice is asked again after a year). */
export type Consent = Record<OptionalCategory, boolean> & { decidedAt: string };

/**
 * The first-party cookie holding the choice. A cookie, not localStorage, so the server could
 * read it too; the banner itself is decided in the browser, so cached pages stay the same for
 * every anonymous shopper.
 */
export const consentCookie = 'cairn_consent';
const maxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * A date and time in UTC as `toISOString` writes it; seconds and their fraction optional.
 * Checked by hand rather than with a zod schema: this module runs on every page in the browser,
 * and zod would add ~18 KB of brotli to every route's entry (issue 16) for one cookie.
 */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** The stored choice (`{ v: 1, p, s, m, at }`), or null for anything else. */
function storedConsent(value: unknown): Consent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, p, s, m, at } = value as Record<string, unknown>;
  if (v !== 1 || typeof p !== 'boolean' || typeof s !== 'boolean' || typeof m !== 'boolean')
    return null;
  if (typeof at !== 'string' || !isoDateTime.test(at) || Number.isNaN(Date.parse(at))) return null;
  return { preferences: p, statistics: s, marketing: m, decidedAt: at };
}

/** The choice in a `Cookie` header or `document.cookie`; null when undecided or unreadable. */
export function readConsent(cookieHeader: string | null | undefined): Consent | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== consentCookie) continue;
    let value: unknown;
    try {
      value = JSON.parse(decodeURIComponent(rest.join('=')));
    } catch {
      return null;
    }
    return storedConsent(value);
  }
  return null;
}

/** The `Set-Cookie`/`document.cookie` string that stores a choice for a year. */
export function consentCookieString(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({
      v: 1,
      p: consent.preferences,
      s: consent.statistics,
      m: consent.marketing,
      at: consent.decidedAt,
    }),
  );
  return `${consentCookie}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a category may load: necessary always; the others only once chosen. */
export function allows(consent: Consent | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return consent?.[category] ?? false;
}

export const allAccepted = (decidedAt: string): Consent => ({
  preferences: true,
  statistics: true,
  marketing: true,
  decidedAt,
});

export const necessaryOnly = (decidedAt: string): Consent => ({
  preferences: false,
  statistics: false,
  marketing: false,
  decidedAt,
});

/** What each category is for and what it loads: the banner's settings and the declaration. */
export const categoryDescriptions: Record<
  ConsentCategory,
  { title: string; purpose: string; loads: string[] }
> = {
  necessary: {
    title: 'Necessary',
    purpose: 'Make the shop work: your bag, checkout, logging in and remembering this choice.',
    loads: [
      'cairn_consent cookie: your cookie choice (1 year)',
      'Bag and login tokens in this browser (first party)',
      'Checkout details you typed, for this tab only',
      'Recommendation keys, so a bag and an order can be matched to what you bought',
    ],
  },
  preferences: {
    title: 'Preferences',
    purpose: 'Remember choices and offer services you ask for.',
    loads: ['The student-discount provider’s verification widget and its script'],
  },
  statistics: {
    title: 'Statistics',
    purpose: 'Tell us which products people view and click, to improve recommendations.',
    loads: ['Product view and recommendation click reports to our recommendations engine'],
  },
  marketing: {
    title: 'Marketing',
    purpose: 'Show payment offers from partners.',
    loads: ['Klarna’s on-site messaging SDK (js.klarna.com) and its cookies'],
  },
};
