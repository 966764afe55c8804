// @vitest-environment jsdom
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import {
  addressLookupFields,
  addressLookupOptions,
  fieldMode,
  notifyPopulatedFields,
  shouldUseAddressLookup,
} from './address-lookup.ts';

describe('the address lookup mapping', () => {
  it('maps the form fields to the provider fields of R-DATA-19, with their modes', () => {
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
});

/** A form as the checkout's: controlled inputs whose state changes only through onChange. */
let formValues: Record<string, string> = {};
function ControlledAddress() {
  const [values, setValues] = useState<Record<string, string>>({});
  formValues = values;
  return createElement(
    'form',
    null,
    ['address-1', 'city', 'postcode'].map((id) =>
      createElement('input', {
        key: id,
        id,
        value: values[id] ?? '',
        onChange: (event: { target: HTMLInputElement }) =>
          setValues((old) => ({ ...old, [id]: event.target.value })),
      }),
    ),
  );
}

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

  it('makes a React form take every value the provider wrote straight into its inputs', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = createRoot(document.getElementById('root') as HTMLElement);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.render(createElement(ControlledAddress)));
    // As Loqate's script fills the fields: plain assignments, no events.
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    field('address-1').value = '2 Glen Road';
    field('city').value = 'Aviemore';
    field('postcode').value = 'PH22 1QU';
    await act(async () => {
      notifyPopulatedFields(document);
    });
    expect(formValues).toEqual({
      'address-1': '2 Glen Road',
      city: 'Aviemore',
      postcode: 'PH22 1QU',
    });
    expect(field('postcode').value).toBe('PH22 1QU');
    await act(async () => root.unmount());
  });

  it('given a form without some fields, notifies the ones there', () => {
    document.body.innerHTML = '<input id="postcode" />';
    expect(notifyPopulatedFields(document)).toEqual(['postcode']);
  });
});
