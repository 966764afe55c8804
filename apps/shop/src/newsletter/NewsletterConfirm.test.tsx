// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCustomerPage, stubFetch } from '../customers/testing/render-customer-page.tsx';
import { NewsletterConfirm } from './NewsletterConfirm.tsx';

const pages = {
  '/newsletter/confirm': () => <NewsletterConfirm i="request-1" id="secret-1" />,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsletterConfirm', () => {
  it("given the mailed link, when confirmed, it sends the link's parameters and says so", async () => {
    const sent = stubFetch({
      'POST /api/voyado-engage/newsletter-confirm': { body: { subscribed: true } },
    });
    renderCustomerPage('/newsletter/confirm', pages);
    const button = await screen.findByRole('button', { name: 'Confirm my sign-up' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toMatch(/You are signed up/);
    expect(sent.find((request) => request.path.endsWith('/newsletter-confirm'))?.body).toEqual({
      i: 'request-1',
      id: 'secret-1',
    });
  });

  it('given a used link, it says what happened', async () => {
    stubFetch({
      'POST /api/voyado-engage/newsletter-confirm': {
        status: 400,
        body: { error: 'This link is invalid, used or expired. Sign up again.' },
      },
    });
    renderCustomerPage('/newsletter/confirm', pages);
    const button = await screen.findByRole('button', { name: 'Confirm my sign-up' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid, used or expired/);
  });
});
