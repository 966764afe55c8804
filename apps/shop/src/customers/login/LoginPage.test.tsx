// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerMarkKey } from '../session/session-marker.ts';
import { renderCustomerPage, stubFetch } from '../testing/render-customer-page.tsx';
import { loginFailedMessage } from './LoginForm.tsx';
import { LoginPage } from './LoginPage.tsx';

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
  '/login': () => <LoginPage />,
  '/welcome': () => <p>Welcome page</p>,
  '/account': () => <p>Account page</p>,
  '/customer/reset-password': () => <p>Reset page</p>,
};

/** A field by the start of its label (required fields add a hidden " *"). */
function field(region: HTMLElement, label: string) {
  return within(region).getByLabelText(new RegExp(`^${label}`));
}

function fill(region: HTMLElement, label: string, value: string) {
  fireEvent.change(field(region, label), { target: { value } });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it('given a wrong password, shows one message that names neither field', async () => {
    stubFetch({
      'POST /commerce/login/alex%40example.com': {
        status: 401,
        body: {
          error: 'The email or password is wrong',
          errors: { password: 'The email or password is wrong' },
          loggedIn: false,
        },
      },
    });
    renderCustomerPage('/login', pages);
    const login = await screen.findByRole('region', { name: 'Log in' });
    fill(login, 'Email address', 'alex@example.com');
    fill(login, 'Password', 'wrong-password');
    fireEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(loginFailedMessage);
    expect(field(login, 'Email address').getAttribute('aria-invalid')).toBeNull();
    expect(field(login, 'Password').getAttribute('aria-invalid')).toBeNull();
    expect(localStorage.getItem(customerMarkKey)).toBeNull();
  });

  it('when the login succeeds, marks the session and goes to the account', async () => {
    stubFetch({
      'POST /commerce/login/alex%40example.com': {
        body: { loggedIn: true, customer },
        token: 'customer-token',
      },
      'GET /commerce/selection': { body: {} },
    });
    renderCustomerPage('/login', pages);
    const login = await screen.findByRole('region', { name: 'Log in' });
    fill(login, 'Email address', 'alex@example.com');
    fill(login, 'Password', 'right-password');
    fireEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Account page')).toBeTruthy();
    expect(localStorage.getItem('cairn.cart-token')).toBe('customer-token');
    expect(localStorage.getItem(customerMarkKey)).not.toBeNull();
  });

  it('registers without the newsletter flag, signs up for the newsletter apart, and says to check the inbox', async () => {
    const message =
      'Check your inbox: we have sent a link to finish creating your account. It works for 24 hours.';
    const sent = stubFetch({
      'POST /commerce/register': { status: 202, body: { sent: true, message }, token: 'guest' },
      'POST /api/voyado-engage/newsletter-signup': { status: 202, body: { pending: true } },
      'GET /commerce/selection': { body: {} },
    });
    renderCustomerPage('/login', pages);
    const register = await screen.findByRole('region', { name: 'New to Cairn?' });
    fill(register, 'First name', 'Alex');
    fill(register, 'Last name', 'Hill');
    fill(register, 'Email address', 'alex@example.com');
    fill(register, 'Password', 'a-long-password');
    fireEvent.click(field(register, 'Email me offers'));
    fireEvent.click(within(register).getByRole('button', { name: 'Create account' }));
    const status = await within(register).findByRole('status');
    expect(status.textContent).toMatch(/Check your inbox: we have sent a link to alex@example.com/);
    const registration = sent.find((request) => request.path === '/commerce/register');
    expect(registration?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Hill',
      email: 'alex@example.com',
      password: 'a-long-password',
    });
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/newsletter-signup'))?.body).toEqual({
        email: 'alex@example.com',
      }),
    );
    // Not logged in until the link is used.
    expect(localStorage.getItem(customerMarkKey)).toBeNull();
    fireEvent.click(within(register).getByRole('button', { name: 'Register again' }));
    expect(await within(register).findByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('when registration is refused, shows the first server message', async () => {
    stubFetch({
      'POST /commerce/register': {
        status: 400,
        body: {
          error: 'is one of the most common passwords in data breaches; choose another',
          errors: {
            password: 'is one of the most common passwords in data breaches; choose another',
          },
        },
      },
    });
    renderCustomerPage('/login', pages);
    const register = await screen.findByRole('region', { name: 'New to Cairn?' });
    fill(register, 'First name', 'Alex');
    fill(register, 'Last name', 'Hill');
    fill(register, 'Email address', 'alex@example.com');
    fill(register, 'Password', 'a-long-password');
    fireEvent.click(within(register).getByRole('button', { name: 'Create account' }));
    expect((await within(register).findByRole('alert')).textContent).toBe(
      'Password: is one of the most common passwords in data breaches; choose another',
    );
    expect(field(register, 'Password').getAttribute('aria-invalid')).toBe('true');
  });
});
