import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockDataProvider, EmbeddedHtml, isAllowedScript } from '../../index.ts';
import { sanitiseEmbeddedHtml } from '../../sanitise.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './EmbeddedHtml.stories.tsx';

describeStories('EmbeddedHtml', stories);

const allowed = ['https://widget.example.com/'];

describe('sanitiseEmbeddedHtml', () => {
  it('removes inline scripts, handlers and script URLs', () => {
    const { html, scripts } = sanitiseEmbeddedHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src="x" onerror="steal()">',
      allowed,
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(scripts).toEqual([]);
  });

  it('lists allowed external scripts and drops the others', () => {
    const { html, scripts } = sanitiseEmbeddedHtml(
      '<script src="https://widget.example.com/v2/loader.js"></script><script src="https://evil.example.net/x.js"></script><div class="trustbox"></div>',
      allowed,
    );
    expect(scripts).toEqual(['https://widget.example.com/v2/loader.js']);
    expect(html).toBe('<div class="trustbox"></div>');
  });

  it('sandboxes iframes and keeps only https ones from the default hosts', () => {
    const { html } = sanitiseEmbeddedHtml(
      [
        '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
        '<iframe src="http://www.youtube-nocookie.com/embed/abc"></iframe>',
        '<iframe src="https://maps.example.com/e"></iframe>',
        '<iframe src="https://player.vimeo.com.evil.test/video/1"></iframe>',
      ].join(''),
      allowed,
    );
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-forms allow-popups"');
    expect(html).toContain('title="Embedded content"');
    expect(html.match(/src=/g)).toHaveLength(1);
    expect(html).toContain('https://www.youtube-nocookie.com/embed/abc');
  });

  it('takes the iframe hosts from the shop, and never keeps the editor’s allow=', () => {
    const markup =
      '<iframe src="https://maps.example.com/e" allow="camera; microphone; payment" sandbox="allow-top-navigation"></iframe>';
    expect(sanitiseEmbeddedHtml(markup, allowed).html).toBe('');
    const { html } = sanitiseEmbeddedHtml(markup, allowed, { iframeHosts: ['maps.example.com'] });
    expect(html).toContain('src="https://maps.example.com/e"');
    expect(html).not.toMatch(/allow="|camera|allow-top-navigation/);
    expect(sanitiseEmbeddedHtml(markup, allowed, { iframeHosts: [] }).html).toBe('');
  });
});

describe('isAllowedScript', () => {
  it.each([
    ['https://widget.example.com/v2/loader.js', true],
    ['https://widget.example.com.evil.test/x.js', false],
    ['http://widget.example.com/v2/loader.js', false],
    ['https://other.example.com/v2/loader.js', false],
    ['not a url', false],
  ])('%s -> %s', (src, expected) => {
    expect(isAllowedScript(src, allowed)).toBe(expected);
  });

  it('allows nothing with an empty list', () => {
    expect(isAllowedScript('https://widget.example.com/a.js', [])).toBe(false);
  });
});

describe('EmbeddedHtml', () => {
  const blok = {
    _uid: 'e',
    component: 'embedded-html' as const,
    html: '<div id="widget"></div><script src="https://widget.example.com/loader.js"></script><script>window.__ran = true</script>',
  };

  it('after mounting, loads allowed scripts as script elements and never runs inline ones', async () => {
    const { container } = render(
      <BlockDataProvider value={{ allowedScriptSources: allowed }}>
        <EmbeddedHtml blok={blok} mobile={false} index={1} />
      </BlockDataProvider>,
    );
    await waitFor(() => expect(container.querySelectorAll('script')).toHaveLength(1));
    expect(container.querySelector('script')?.getAttribute('src')).toBe(
      'https://widget.example.com/loader.js',
    );
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('without an allow-list, loads no script at all', async () => {
    const { container } = render(<EmbeddedHtml blok={blok} mobile={false} index={1} />);
    await waitFor(() => expect(container.querySelector('#widget')).toBeTruthy());
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows markup the loader sanitised ahead, without loading the sanitiser', () => {
    const embed = { html: '<p id="ahead">Sanitised ahead</p>', scripts: [] };
    const { container } = render(
      <BlockDataProvider
        value={{ getSanitisedEmbed: (html) => (html === blok.html ? embed : undefined) }}
      >
        <EmbeddedHtml blok={blok} mobile={false} index={1} />
      </BlockDataProvider>,
    );
    // Synchronously there: no suspense, no lazy chunk.
    expect(container.querySelector('#ahead')?.textContent).toBe('Sanitised ahead');
    expect(container.querySelector('#widget')).toBeNull();
  });

  it('renders nothing when the sanitised markup is empty', () => {
    const { container } = render(
      <BlockDataProvider value={{ getSanitisedEmbed: () => ({ html: ' ', scripts: [] }) }}>
        <EmbeddedHtml blok={{ ...blok, title: 'Widget' }} mobile={false} index={1} />
      </BlockDataProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
