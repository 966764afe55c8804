/**
 * The address lookup (Loqate Address Capture) as requirements R-DATA-19 set it up: which form field takes
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
 * Requirements R-DATA-19: address-1 → Line1, address-2 → Line2 (populate only), company →
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

/** No lookup for these countries (requirements R-RULE-4, R-CONST-14). */
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
 * controlled form (React) takes the value the provider wrote into the element (requirements
 * R-FLOW-16). Answers the ids it notified.
 */
export function notifyPopulatedFields(
  root: Pick<Document, 'getElementById'>,
  fields: readonly AddressLookupField[] = addressLookupFields,
): string[] {
  // Every value first: the first event re-renders the form, and a controlled input not yet
  // notified would be put back to the form's old value.
  const populated = fields.flatMap(({ element }) => {
    const input = root.getElementById(element);
    return input ? [{ element, input, value: 'value' in input ? input.value : undefined }] : [];
  });
  const notified: string[] = [];
  for (const { element, input, value } of populated) {
    if (typeof value === 'string' && 'value' in input) {
      // The provider writes `element.value`, which React's change tracking records too: an
      // input event alone would then read as no change and the form would keep its old value.
      // Set the tracked value apart, then the field's own value through the prototype's
      // setter, which the tracking does not see.
      input.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(
        input,
        value,
      );
    }
    input.dispatchEvent(new Event('input', { bubbles: true }));
    notified.push(element);
  }
  return notified;
}
