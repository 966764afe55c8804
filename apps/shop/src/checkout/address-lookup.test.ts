// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  addressLookupFields,
  addressLookupKey,
  addressLookupOptions,
  fieldMode,
  notifyPopulatedFields,
  shouldUseAddressLookup,
} from './address-lookup.ts';

describe('the address lookup mapping', () => {
  it('maps the form fields to the provider fields of seed 000, with their modes', () => {
    expect(addressLookupFields.map(({ element, field }) => [element, field])).toEqual([
      ['address-1', 'Line1'],
      ['address-2', 'Line2'],
      ['company', 'Company'],
      ['city', 'City'],
      ['postcode', 'PostalCode'],
    ]);
    const mode = (element: string) => addressLookupFields.find((f) => f.element === element)?.mode;
    expect(mode('address-2')).toBe(fieldMode.POPULATE);
    expect(mode('city')).toBe(fieldMode.POPULATE);
    expect(mode('company')).toBe(fieldMode.DEFAULT | fieldMode.POPULATE);
    expect(mode('address-1')).toBe(fieldMode.DEFAULT);
    expect(mode('postcode')).toBe(fieldMode.DEFAULT);
  });

  it('given no key, or Cyprus or Kosovo, skips the lookup', () => {
    expect(shouldUseAddressLookup('GB', null)).toBe(false);
    expect(shouldUseAddressLookup('GB', '')).toBe(false);
    expect(shouldUseAddressLookup('CY', 'AA11-BB22')).toBe(false);
    expect(shouldUseAddressLookup('xk', 'AA11-BB22')).toBe(false);
    expect(shouldUseAddressLookup('GB', 'AA11-BB22')).toBe(true);
  });

  it('restricts the countries to the list given and never sets the country from IP', () => {
    expect(addressLookupOptions('AA11', ['GB', 'CY', 'IE', 'XK'])).toEqual({
      key: 'AA11',
      countries: { codesList: 'GB,IE' },
      setCountryByIP: false,
    });
  });

  it('reads the key from the runtime setup, and none by default', () => {
    expect(addressLookupKey({ countries: [] })).toBeNull();
    expect(addressLookupKey({ integrations: { klarnaClientId: null } })).toBeNull();
    expect(addressLookupKey({ integrations: { loqateKey: ' AA11 ' } })).toBe('AA11');
    expect(addressLookupKey(undefined)).toBeNull();
  });
});

describe('notifyPopulatedFields', () => {
  it('given a populated form, dispatches a bubbling input event on each mapped field', () => {
    document.body.innerHTML = `<form>
      <input id="address-1" /><input id="address-2" /><input id="company" />
      <input id="city" /><input id="postcode" /><input id="email" /></form>`;
    const seen: string[] = [];
    const form = document.querySelector('form');
    form?.addEventListener('input', (event) => seen.push((event.target as HTMLElement).id));
    const emailListener = vi.fn();
    document.getElementById('email')?.addEventListener('input', emailListener);

    expect(notifyPopulatedFields(document)).toEqual([
      'address-1',
      'address-2',
      'company',
      'city',
      'postcode',
    ]);
    expect(seen).toEqual(['address-1', 'address-2', 'company', 'city', 'postcode']);
    expect(emailListener).not.toHaveBeenCalled();
  });

  it('given a form without some fields, notifies the ones there', () => {
    document.body.innerHTML = '<input id="postcode" />';
    expect(notifyPopulatedFields(document)).toEqual(['postcode']);
  });
});
