import { useEffect } from 'react';
import {
  addressLookupFields,
  addressLookupOptions,
  notifyPopulatedFields,
  shouldUseAddressLookup,
} from './address-lookup.ts';

/** Loqate's address capture, loaded only when a key is configured (seed 000 section 7: lazily). */
const scriptUrl = 'https://services.pcapredict.com/js/address-3.91.min.js';
const styleUrl = 'https://services.pcapredict.com/css/address-3.91.min.css';

type LookupControl = {
  listen(event: 'populate', handler: () => void): void;
  destroy(): void;
};
type Pca = { Address: new (fields: unknown, options: unknown) => LookupControl };

let loading: Promise<Pca> | null = null;

function loadProvider(): Promise<Pca> {
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
  key,
  country,
  countries,
}: {
  key: string | null;
  country: string;
  countries: readonly string[];
}) {
  const countryList = countries.join(',');
  useEffect(() => {
    if (!key || !shouldUseAddressLookup(country, key)) return;
    let control: LookupControl | undefined;
    let cancelled = false;
    loadProvider()
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
  }, [key, country, countryList]);
}
