import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabbedSectionBlock } from '../blocks/tabbed-section/TabbedSection.tsx';
import { TabbedSection } from '../blocks/tabbed-section/TabbedSection.tsx';
import * as html from '../rich-text/rich-text-html.ts';
import { paragraph } from '../testing/fixtures.ts';
import { KeptRichText } from './KeptRichText.tsx';

afterEach(cleanup);

const tabs = {
  _uid: 'tabs-1',
  component: 'tabbed-section',
  title: 'Sizing help',
  tabs: [
    { _uid: 't1', component: 'tab', label: 'Jackets', text: paragraph('Measure your chest.') },
    { _uid: 't2', component: 'tab', label: 'Boots', text: paragraph('Try boots on late.') },
  ],
} as TabbedSectionBlock;

/** The server's HTML (every lazy part loaded, as a streaming server waits for them). */
async function serverHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('KeptRichText', () => {
  it('renders the rich text where nothing was rendered before (a client navigation)', async () => {
    render(<KeptRichText doc={paragraph('Layer up for the summit.')} />);
    expect(await screen.findByText('Layer up for the summit.')).toBeTruthy();
  });

  it('lets the tabs hydrate over the server HTML without rendering rich text again', async () => {
    // The server renderer and the client's in one test process: React warns that both set the
    // same contexts (never so in a real page). Any other console error fails the test.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<TabbedSection blok={tabs} mobile={false} index={1} />);
    document.body.append(container);
    const rendered = vi.spyOn(html, 'richTextToHtml');
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <TabbedSection blok={tabs} mobile={false} index={1} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(rendered).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Measure your chest.');
    expect(container.textContent).toContain('Try boots on late.');
    // The hydrated tabs still switch panels.
    const boots = screen.getByRole('tab', { name: 'Boots' });
    await act(async () => {
      boots.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(boots.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Try boots on late.');
    await act(async () => root?.unmount());
    container.remove();
    rendered.mockRestore();
    const unexpected = consoleError.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers concurrently'),
    );
    consoleError.mockRestore();
    expect(unexpected).toEqual([]);
  });
});
