import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anchorEntries,
  type Block,
  type BlockComponent,
  type BlockProps,
  type LinkComponentProps,
  type Story,
  StoryRenderer,
} from '../index.ts';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { homeStory } from '../testing/fixtures.ts';
import { describeStories } from '../testing/story-suite.tsx';
import * as stories from './StoryRenderer.stories.tsx';

describeStories('StoryRenderer', stories);

function withBlocks(...body: Story['content']['body'] & object): Story {
  return { ...homeStory, content: { ...homeStory.content, body } };
}

afterEach(() => vi.restoreAllMocks());

const seen: Array<Omit<BlockProps, 'blok'> & { uid: string }> = [];
function Spy({ blok, mobile, index }: BlockProps) {
  seen.push({ uid: blok._uid, mobile, index });
  return null;
}

/** An app's own fallback for unknown blocks: typed for any block. */
const Placeholder: BlockComponent<Block> = ({ blok, index }) => (
  <p>
    {blok.component} at {index}
  </p>
);

const navigate = vi.fn();
function RouterLink({ href, children, className }: LinkComponentProps) {
  return (
    <a
      href={href}
      className={className}
      data-router="yes"
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

describe('StoryRenderer', () => {
  it('renders the first block in #hero-section and each other block in its own section', () => {
    const { container } = render(<StoryRenderer story={homeStory} />);
    const ids = [...container.querySelectorAll('section')].map((section) => section.id);
    expect(ids).toEqual([
      'hero-section',
      'this-season',
      'shopping-with-cairn',
      'popular-right-now',
    ]);
    expect(container.querySelector('#hero-section')?.querySelector('h1')?.textContent).toBe(
      'Made for the long way up',
    );
  });

  it('gives each block blok, mobile and index', () => {
    seen.length = 0;
    render(
      <StoryRenderer story={homeStory} mobile components={{ 'single-hero': Spy, promos: Spy }} />,
    );
    expect(seen).toEqual([
      { uid: 'a9bc57e1-19a4', mobile: true, index: 0 },
      { uid: 'a3529bdf-51c3', mobile: true, index: 1 },
    ]);
  });

  it('lets consumers add components for new block types', () => {
    render(
      <StoryRenderer
        story={withBlocks(
          { _uid: 'h', component: 'single-hero', heading: 'Hi' },
          { _uid: 'n', component: 'newsletter', title: 'Sign up' },
        )}
        components={{ newsletter: ({ blok }) => <p>Newsletter {String(blok.title)}</p> }}
      />,
    );
    expect(screen.getByText('Newsletter Sign up').closest('section')?.id).toBe('sign-up');
  });

  it('given an unknown block in development, it warns naming it and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <StoryRenderer
        story={withBlocks(
          { _uid: 'h', component: 'single-hero', heading: 'Hi' },
          { _uid: 'u', component: 'mystery-block', title: 'Mystery' },
        )}
      />,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"mystery-block"'));
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('given an unknown block in production, it renders nothing and stays quiet', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <StoryRenderer
        story={withBlocks(
          { _uid: 'h', component: 'single-hero', heading: 'Hi' },
          { _uid: 'u', component: 'retired-block' },
        )}
      />,
    );
    vi.unstubAllEnvs();
    expect(warn).not.toHaveBeenCalled();
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('given an unknown block in a preview, it shows a notice naming it that an editor can select', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <StoryRenderer
        preview
        story={withBlocks(
          { _uid: 'h', component: 'single-hero', heading: 'Hi' },
          { _uid: 'u', component: 'countdown-timer' },
        )}
      />,
    );
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('“countdown-timer”');
    expect(notice.getAttribute('data-blok-uid')).toBe('u');
    expect(notice.closest('section')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given an unknownBlock, it renders that in an unknown block’s place, typed as any block', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <StoryRenderer
        story={withBlocks(
          { _uid: 'h', component: 'single-hero', heading: 'Hi' },
          { _uid: 'u', component: 'countdown-timer' },
        )}
        unknownBlock={Placeholder}
      />,
    );
    expect(screen.getByText('countdown-timer at 1')).toBeTruthy();
  });

  it('given preview, it marks every block for the visual editor', () => {
    const { container } = render(<StoryRenderer story={homeStory} preview />);
    const hero = container.querySelector('#hero-section');
    expect(hero?.getAttribute('data-blok-uid')).toBe('a9bc57e1-19a4');
    expect(JSON.parse(hero?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({
      name: 'single-hero',
    });
    expect(container.querySelectorAll('[data-blok-uid]').length).toBeGreaterThan(4);
  });

  it('given an _editable comment, it uses Storyblok’s ids', () => {
    const { container } = render(
      <StoryRenderer
        preview
        story={withBlocks({
          _uid: 'h',
          component: 'single-hero',
          heading: 'Hi',
          _editable:
            '<!--#storyblok#{"name": "single-hero", "space": "1", "uid": "h", "id": "42"}-->',
        })}
      />,
    );
    expect(container.querySelector('#hero-section')?.getAttribute('data-blok-uid')).toBe('42-h');
  });

  it('without preview, it adds no editor attributes', () => {
    const { container } = render(<StoryRenderer story={homeStory} />);
    expect(container.querySelector('[data-blok-uid]')).toBeNull();
  });

  it('renders internal links with the given link component and external ones as <a>', async () => {
    navigate.mockClear();
    render(
      <StoryRenderer
        linkComponent={RouterLink}
        story={withBlocks(
          {
            _uid: 'h',
            component: 'single-hero',
            heading: 'Hi',
            cta_label: 'Shop jackets',
            cta_link: { linktype: 'story', url: '', cached_url: 'all/clothing/jackets' },
          },
          {
            _uid: 'l',
            component: 'animated-links',
            links: [
              {
                _uid: 'x',
                component: 'animated-link',
                label: 'Klarna',
                link: { linktype: 'url', url: 'https://www.klarna.com/uk/' },
              },
            ],
          },
        )}
      />,
    );
    const cta = screen.getByRole('link', { name: 'Shop jackets' });
    expect(cta.getAttribute('data-router')).toBe('yes');
    expect(cta.className).toContain('cairn-button');
    await userEvent.click(cta);
    expect(navigate).toHaveBeenCalledWith('/all/clothing/jackets');
    const external = screen.getByRole('link', { name: 'Klarna' });
    expect(external.getAttribute('data-router')).toBeNull();
    expect(external.getAttribute('href')).toBe('https://www.klarna.com/uk/');
  });

  it('renders to a string with closed accordion answers in the HTML', () => {
    const html = renderToString(<StoryRenderer story={homeStory} preview />);
    expect(html).toContain('id="hero-section"');
    expect(html).toContain('id="shopping-with-cairn"');
    // Closed accordion answers are still in the HTML for search engines.
    expect(html).toContain('Standard UK delivery is free');
    expect(html).toMatch(
      /<details[^>]*>(?:(?!<\/details>).)*<div class="cairn-block-accordion__content"><div class="cairn-block-rich-text"><p>Standard UK/,
    );
    expect(html).not.toMatch(/<details[^>]* open=""/);
  });

  it('given a story without a body, it renders nothing', () => {
    const { container } = render(
      <StoryRenderer story={{ ...homeStory, content: { _uid: 'x', component: 'page' } }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('anchorEntries', () => {
  it('lists titled blocks with the ids of their sections', () => {
    expect(anchorEntries(homeStory)).toEqual([
      { id: 'this-season', title: 'This season' },
      { id: 'shopping-with-cairn', title: 'Shopping with Cairn' },
      { id: 'popular-right-now', title: 'Popular right now' },
    ]);
  });

  it('leaves out blocks without a component unless the components are given', () => {
    const story = withBlocks(
      { _uid: 'h', component: 'single-hero' },
      { _uid: 'n', component: 'newsletter', title: 'Sign up' },
    );
    expect(anchorEntries(story)).toEqual([]);
    expect(anchorEntries(story, { newsletter: () => null })).toEqual([
      { id: 'sign-up', title: 'Sign up' },
    ]);
  });

  it('given no story, it gives no entries', () => {
    expect(anchorEntries(undefined)).toEqual([]);
  });
});
