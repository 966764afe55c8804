import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshFor, freshnessMs } from './router.tsx';

const loadedAt = Date.parse('2026-11-25T10:00:00Z');

describe('freshFor (how long query data stays fresh)', () => {
  it('given data fetched after the page loaded, keeps it fresh for 30 seconds', () => {
    expect(freshFor(loadedAt + 5_000, loadedAt)).toBe(freshnessMs);
  });

  it('given data a cached page was rendered with 10 minutes ago, keeps it fresh for 30 seconds after the page loaded', () => {
    const renderedAt = loadedAt - 10 * 60_000;
    const staleTime = freshFor(renderedAt, loadedAt);
    expect(renderedAt + staleTime).toBe(loadedAt + freshnessMs);
  });

  it('on the server (no page load), keeps every query fresh for 30 seconds', () => {
    expect(freshFor(loadedAt - 60_000, undefined)).toBe(freshnessMs);
  });

  it('never ends freshness before 30 seconds after the later of the update and the page load', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (updatedAt, pageLoadedAt) => {
          const staleAt = updatedAt + freshFor(updatedAt, pageLoadedAt);
          expect(staleAt).toBe(Math.max(updatedAt, pageLoadedAt) + freshnessMs);
        },
      ),
    );
  });
});
