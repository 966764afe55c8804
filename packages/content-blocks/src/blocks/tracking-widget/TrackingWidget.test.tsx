import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrackingWidget, validateTrackingRequest } from '../../index.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './TrackingWidget.stories.tsx';

describeStories('TrackingWidget', stories);
const { Desktop } = composeStories(stories);

async function fillIn(orderNumber: string, email: string) {
  if (orderNumber)
    await userEvent.type(screen.getByRole('textbox', { name: 'Order number' }), orderNumber);
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
}

const blok = { _uid: 't', component: 'tracking-widget' as const };

describe('TrackingWidget', () => {
  it('given an order and email, it shows the status from trackOrder', async () => {
    render(<Desktop />);
    await fillIn('CRN-100234', 'sam@example.com');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Dispatched');
    expect(status.textContent).toContain('05/11/2026');
  });

  it('given a missing email, it says what to fix and does not call trackOrder', async () => {
    const trackOrder = vi.fn();
    render(<TrackingWidget blok={blok} mobile={false} index={1} trackOrder={trackOrder} />);
    await fillIn('CRN-100234', '');
    expect(screen.getByRole('alert').textContent).toContain('email address');
    expect(trackOrder).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('given trackOrder fails, it shows its message', async () => {
    render(<Desktop />);
    await fillIn('NOTFOUND', 'sam@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find order NOTFOUND.',
    );
  });

  it('given no trackOrder at all, it says tracking is unavailable', async () => {
    render(<TrackingWidget blok={blok} mobile={false} index={1} />);
    await fillIn('CRN-1', 'sam@example.com');
    expect(screen.getByRole('alert').textContent).toContain('not available');
  });

  it('passes the trimmed order number and email to trackOrder', async () => {
    const trackOrder = vi.fn(async () => ({ status: 'Delivered' }));
    render(<TrackingWidget blok={blok} mobile={false} index={1} trackOrder={trackOrder} />);
    await fillIn(' CRN-9 ', ' sam@example.com ');
    expect(trackOrder).toHaveBeenCalledWith({ orderNumber: 'CRN-9', email: 'sam@example.com' });
    expect((await screen.findByRole('status')).textContent).toContain('Delivered');
  });

  it('validates order numbers and emails', () => {
    expect(validateTrackingRequest({ orderNumber: '', email: 'a@b.co' })).toMatch(/order number/);
    expect(validateTrackingRequest({ orderNumber: '<x>', email: 'a@b.co' })).toMatch(/letters/);
    expect(validateTrackingRequest({ orderNumber: 'A1', email: 'nope' })).toMatch(/email/);
    expect(validateTrackingRequest({ orderNumber: 'A1', email: 'a@b.co' })).toBeNull();
  });
});
