/**
 * The address lookup (Loqate Address Capture) as seed 000 sets it up: which form field takes
 * which part of a found address, when the lookup is used at all, and the input events that
 * tell the form about the fields it filled. Pure, so it is tested without the provider.
 */

/** Loqate's field modes (`pca.fieldMode`): bit flags. */
export const fieldMode = {
  NONE: 0,
  SEARCH: 1,
  POPULATE: 2,
  /** Search and populate. */
  DEFAULT: 3,
  PRESERVE: 4,
  COUNTRY: 8,
} as const;

export type AddressLookupField = { element: string; field: string; mode: number };

/**
 * Seed 000 section 3: address-1 → Line1, address-2 → Line2 (populate only), company →
 * Company (default and populate), city → City (populate only), postcode → PostalCode.
 * `element` is the id of the checkout's input.
 */
export const addressLookupFields: readonly AddressLookupField[] = [
  { element: 'address-1', field: 'Line1', mode: fieldMode.DEFAULT },
  { element: 'address-2', field: 'Line2', mode: fieldMode.POPULATE },
  { element: 'company', field: 'Company', mode: fieldMode.DEFAULT | fieldMode.POPULATE },
  { element: 'city', field: 'City', mode: fieldMode.POPULATE },
  { element: 'postcode', field: 'PostalCode', mode: fieldMode.DEFAULT },
];

/** Seed 000 sections 5 and 9: no lookup for these countries. */
export const addressLookupExcludedCountries: readonly string[] = ['CY', 'XK'];

/** Whether to offer the lookup: only with a key, and never for CY or XK. */
export function shouldUseAddressLookup(country: string, key: string | null | undefined): boolean {
  if (!key) return false;
  return !addressLookupExcludedCountries.includes(country.toUpperCase());
}

/** The provider's options: the key, the countries restricted to the shop's, no country from IP. */
export function addressLookupOptions(key: string, countries: readonly string[]) {
  return {
    key,
    countries: {
      codesList: countries
        .filter((code) => !addressLookupExcludedCountries.includes(code))
        .join(','),
    },
    setCountryByIP: false,
  };
}

/**
 * After the provider populates the form, each mapped field gets a bubbling `input` event, so a
 * controlled form (React) takes the value the provider wrote into the element (seed 000
 * section 4). Answers the ids it notified.
 */
export function notifyPopulatedFields(
  root: Pick<Document, 'getElementById'>,
  fields: readonly AddressLookupField[] = addressLookupFields,
): string[] {
  const notified: string[] = [];
  for (const { element } of fields) {
    const input = root.getElementById(element);
    if (!input) continue;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    notified.push(element);
  }
  return notified;
}

/**
 * The lookup key from the shop's runtime setup (`GET /api/setup`, `integrations.loqateKey`),
 * or null: none is configured by default and the form is filled in by hand.
 */
export function addressLookupKey(setup: unknown): string | null {
  const integrations =
    setup && typeof setup === 'object' && 'integrations' in setup
      ? (setup as { integrations?: unknown }).integrations
      : undefined;
  const key =
    integrations && typeof integrations === 'object' && 'loqateKey' in integrations
      ? (integrations as { loqateKey?: unknown }).loqateKey
      : undefined;
  return typeof key === 'string' && key.trim() ? key.trim() : null;
}
