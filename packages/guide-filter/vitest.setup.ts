import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library flushes its async work with a 0 ms timer, advanced through `jest` when fake
// timers are on; give it vitest's clock under that name so user-event works with fake timers.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => cleanup());
