import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout observers or media queries; Embla and Radix need them to exist.
if (typeof window !== 'undefined') {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const stubs = window as unknown as Record<string, unknown>;
  stubs.ResizeObserver ??= NoopObserver;
  stubs.IntersectionObserver ??= NoopObserver;
  stubs.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
