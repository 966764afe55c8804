// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withAllEntry } from '../core/entries.ts';
import { GuideFilter } from './GuideFilter.tsx';

const entries = [
  { id: 'fit', title: 'Fit' },
  { id: 'care', title: 'Care' },
];

describe('server rendering', () => {
  it('renders without a window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <GuideFilter entries={entries} title="Boot guide" stickyOffset={64} />,
    );
    expect(html).toContain('<nav id="sticky-filter" aria-label="Sections"');
    expect(html).toContain('--cairn-guide-filter-top:64px');
    expect(html).toContain('href="#fit"');
    expect(html).toContain('href="#care"');
    expect(html).toContain('Boot guide');
    // Nothing is selected until the page has been measured in the browser.
    expect(html).not.toContain('aria-current');
  });

  it('renders the All entry as a link to the top', () => {
    const html = renderToString(<GuideFilter entries={withAllEntry(entries)} />);
    expect(html).toMatch(/href="#top"[^>]*>All</);
  });
});
