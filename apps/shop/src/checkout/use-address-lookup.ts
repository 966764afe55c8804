import type { Integrations } from '@cairn/commerce-client';
import { useEffect } from 'react';
import {
  addressLookupFields,
  addressLookupOptions,
  notifyPopulatedFields,
  shouldUseAddressLookup,
} from './address-lookup.ts';

/** Loqate's address capture as the runtime setup names it (LOQATE_KEY and its script). */
type AddressLookup = NonNullable<Integrations['addressLookup']>;

type LookupControl = {
  listen(event: 'populate', handler: () => void): void;
  destroy(): void;
};
type Pca = { Address: new (fields: unknown, options: unknown) => LookupControl };

let loading: Promise<Pca> | null = null;

/** The provider's script and stylesheet, loaded once, only when a key is configured (requirements R-CALL-25: lazily). */
function loadProvider({ scriptUrl, styleUrl }: AddressLookup): Promise<Pca> {
  loading ??= new Promise<Pca>((resolve, reject) => {
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = styleUrl;
    document.head.append(style);
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const pca = (window as unknown as { pca?: Pca }).pca;
      if (pca) resolve(pca);
      else reject(new Error('The address lookup did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('The address lookup did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Attaches the address lookup to the checkout's address fields when a key is configured and
 * the country allows it; otherwise nothing is loaded and the form is filled in by hand. A
 * failure to load leaves the form as it is.
 */
export function useAddressLookup({
  lookup,
  country,
  countries,
}: {
  lookup: AddressLookup | null;
  country: string;
  countries: readonly string[];
}) {
  const countryList = countries.join(',');
  const key = lookup?.key ?? null;
  const scriptUrl = lookup?.scriptUrl ?? '';
  const styleUrl = lookup?.styleUrl ?? '';
  useEffect(() => {
    if (!key || !shouldUseAddressLookup(country, key)) return;
    let control: LookupControl | undefined;
    let cancelled = false;
    loadProvider({ key, scriptUrl, styleUrl })
      .then((pca) => {
        if (cancelled) return;
        control = new pca.Address(
          addressLookupFields,
          addressLookupOptions(key, countryList ? countryList.split(',') : [country]),
        );
        control.listen('populate', () => notifyPopulatedFields(document));
      })
      .catch(() => {
        // the form works by hand
      });
    return () => {
      cancelled = true;
      control?.destroy();
    };
  }, [key, scriptUrl, styleUrl, country, countryList]);
}
