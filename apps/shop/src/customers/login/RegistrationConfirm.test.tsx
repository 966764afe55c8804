// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerMarkKey } from '../session/session-marker.ts';
import { renderCustomerPage, stubFetch } from '../testing/render-customer-page.tsx';
import { RegistrationConfirm } from './RegistrationConfirm.tsx';

const customer = {
  customer: 7,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Hill',
  phoneNumber: '',
  birthdate: null,
  address: {},
};

const pages = {
  '/customer/activate': () => <RegistrationConfirm i="request-1" id="secret-1" />,
  '/welcome': () => <p>Welcome page</p>,
  '/login': () => <p>Login page</p>,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegistrationConfirm', () => {
  it("makes the account with the link's parameters, logs in, tells marketing and welcomes", async () => {
    const sent = stubFetch({
      'POST /commerce/register/confirm': {
        status: 201,
        body: { loggedIn: true, customer },
        token: 'customer-token',
      },
      'POST /api/voyado-engage/account-creation': { body: { received: true } },
      'GET /commerce/selection': { body: {} },
    });
    renderCustomerPage('/customer/activate', pages);
    const create = await screen.findByRole('button', { name: 'Create my account' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText(/^Password/), {
      target: { value: 'pass phrase one' },
    });
    fireEvent.click(create);
    expect(await screen.findByText('Welcome page')).toBeTruthy();
    expect(sent.find((request) => request.path === '/commerce/register/confirm')?.body).toEqual({
      i: 'request-1',
      id: 'secret-1',
      password: 'pass phrase one',
    });
    expect(localStorage.getItem('cairn.cart-token')).toBe('customer-token');
    expect(localStorage.getItem(customerMarkKey)).not.toBeNull();
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/account-creation'))?.body).toEqual({
        email: 'alex@example.com',
        firstName: 'Alex',
        lastName: 'Hill',
      }),
    );
  });

  it('says when the link is used or expired, and where to register again', async () => {
    stubFetch({
      'POST /commerce/register/confirm': {
        status: 400,
        body: {
          error: 'This link is invalid, used or expired. Register again.',
          errors: { id: 'This link is invalid, used or expired. Register again.' },
        },
      },
    });
    renderCustomerPage('/customer/activate', pages);
    const create = await screen.findByRole('button', { name: 'Create my account' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a password' } });
    fireEvent.click(create);
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid, used or expired/);
    expect(screen.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
