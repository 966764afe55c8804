// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentCookieString, necessaryOnly } from '../consent/consent.ts';
import { saveConsent } from '../consent/consent-state.ts';
import { KlarnaPlacement } from './KlarnaPlacement.tsx';
import { resetStudentDiscountInjection, StudentDiscountWidget } from './StudentDiscountWidget.tsx';

const at = '2026-11-24T08:00:00.000Z';
/** Forgets the shopper's cookie choice (an expired cookie). */
function forgetConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${consentCookieString(necessaryOnly(at), false).split(';')[0]}; Max-Age=0; Path=/`;
}

afterEach(() => {
  cleanup();
  forgetConsent();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('KlarnaPlacement', () => {
  it('without a client id, explains paying later as text and loads no script', () => {
    render(<KlarnaPlacement clientId={null} />);
    expect(screen.getByRole('heading', { name: 'Pay later with Klarna' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('StudentDiscountWidget', () => {
  beforeEach(() => resetStudentDiscountInjection());
  const config = {
    scriptUrl: 'https://widget.example/s.js',
    iframeUrl: 'https://widget.example/uk/cairn',
  };

  it('before the shopper allows preference cookies, injects nothing and says what would load', () => {
    render(<StudentDiscountWidget config={config} />);
    expect(screen.getByRole('heading', { name: 'How to get your student discount' })).toBeTruthy();
    expect(screen.getByText(/allow preferences cookies/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    // Marketing is not the widget's category: still nothing.
    act(() => saveConsent({ ...necessaryOnly(at), marketing: true }));
    expect(document.querySelector('script')).toBeNull();
    act(() => saveConsent({ ...necessaryOnly(at), preferences: true }));
    expect(document.querySelectorAll('script[src="https://widget.example/s.js"]')).toHaveLength(1);
  });

  it('injects the provider script once, with the offer iframe, even when mounted again', () => {
    saveConsent({ ...necessaryOnly(at), preferences: true });
    const first = render(<StudentDiscountWidget config={config} />);
    first.unmount();
    render(<StudentDiscountWidget config={config} />);
    const scripts = document.querySelectorAll('script[src="https://widget.example/s.js"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).dataset.iframe).toBe(
      'https://widget.example/uk/cairn',
    );
  });

  it('without configuration, shows the steps as text', () => {
    render(<StudentDiscountWidget config={null} />);
    expect(screen.getByRole('heading', { name: 'How to get your student discount' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });
});
