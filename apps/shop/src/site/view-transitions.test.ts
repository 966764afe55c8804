import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTransitions } from './view-transitions.ts';

/** The browser's answer to `prefers-reduced-motion: reduce`. */
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

const from = { pathname: '/' };

describe('the view transition of a route change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('given a change of page, is a page transition', () => {
    reducedMotion(false);
    expect(pageTransitions.types({ fromLocation: from, pathChanged: true })).toEqual(['page']);
  });

  it('given prefers-reduced-motion, is none', () => {
    reducedMotion(true);
    expect(pageTransitions.types({ fromLocation: from, pathChanged: true })).toBe(false);
  });

  it('given the first page, or a change of query or hash only, is none', () => {
    reducedMotion(false);
    expect(pageTransitions.types({ pathChanged: true })).toBe(false);
    expect(pageTransitions.types({ fromLocation: from, pathChanged: false })).toBe(false);
  });
});
