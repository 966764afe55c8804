// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KlarnaPlacement } from './KlarnaPlacement.tsx';
import { resetStudentDiscountInjection, StudentDiscountWidget } from './StudentDiscountWidget.tsx';

afterEach(() => {
  cleanup();
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

  it('injects the provider script once, with the offer iframe, even when mounted again', () => {
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
