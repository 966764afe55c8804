// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerMarkKey, tokenFingerprint } from '../session/session-marker.ts';
import { renderCustomerPage, stubFetch } from '../testing/render-customer-page.tsx';
import { AccountGate, useAccountCustomer } from './AccountGate.tsx';

const customer = {
  customer: 7,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Hill',
  phoneNumber: '',
  birthdate: null,
  address: {},
};

function Greeting() {
  return <p>Account of {useAccountCustomer().email}</p>;
}

const pages = {
  '/': () => <p>Home page</p>,
  '/account': () => (
    <AccountGate>
      <Greeting />
    </AccountGate>
  ),
};

function logInAs(token: string) {
  localStorage.setItem('cairn.cart-token', token);
  localStorage.setItem(customerMarkKey, tokenFingerprint(token));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account gate', () => {
  it('given no stored key, sends the visitor home without asking the backend', async () => {
    const sent = stubFetch({});
    renderCustomerPage('/account', pages);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('given a guest’s cart key, sends the visitor home and keeps their cart', async () => {
    localStorage.setItem('cairn.cart-token', 'guest-token');
    stubFetch({});
    renderCustomerPage('/account', pages);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('cairn.cart-token')).toBe('guest-token');
  });

  it('given a logged-in customer, shows the page with the customer', async () => {
    logInAs('customer-token');
    stubFetch({ 'GET /commerce/customer': { body: { loggedIn: true, customer } } });
    renderCustomerPage('/account', pages);
    expect(await screen.findByText('Account of alex@example.com')).toBeTruthy();
  });

  it('when the customer fetch fails, logs out: key cleared, server told, home', async () => {
    logInAs('expired-token');
    const sent = stubFetch({
      'GET /commerce/customer': {
        status: 401,
        body: { error: 'Please log in first', errors: { session: 'Please log in first' } },
      },
      'POST /commerce/logout': { body: { loggedIn: false }, token: 'none' },
    });
    renderCustomerPage('/account', pages);
    expect(await screen.findByText('Home page')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('cairn.cart-token')).toBeNull());
    expect(localStorage.getItem(customerMarkKey)).toBeNull();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /commerce/logout',
    );
  });
});
