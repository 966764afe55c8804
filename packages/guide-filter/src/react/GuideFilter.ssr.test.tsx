// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { anchorEntriesFromBlocks } from '../core/entries';
import { GuideFilter } from './GuideFilter';

const blocks = [
  { _uid: '1', component: 'hero' },
  { _uid: '2', component: 'accordion', title: 'Fit' },
  { _uid: '3', component: 'video', title: 'Care' },
];

describe('server rendering', () => {
  it('renders without a window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <GuideFilter
        entries={anchorEntriesFromBlocks(blocks)}
        title="Boot guide"
        stickyOffset={64}
      />,
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
    const html = renderToString(
      <GuideFilter entries={anchorEntriesFromBlocks(blocks, { includeAll: true })} />,
    );
    expect(html).toMatch(/href="#top"[^>]*>All</);
  });
});
