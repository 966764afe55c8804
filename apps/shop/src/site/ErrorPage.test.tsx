// @vitest-environment jsdom
import { createOwnServerClient, type Fetch } from '@cairn/commerce-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorPage, errorStorySlug } from './ErrorPage.tsx';
import { clearRecordedErrors, recordedErrors } from './error-hook.ts';

afterEach(() => {
  cleanup();
  clearRecordedErrors();
  vi.restoreAllMocks();
});

const errorStory = {
  name: 'Something went wrong',
  uuid: 'error-story',
  full_slug: errorStorySlug,
  content: {
    _uid: 'root',
    component: 'page',
    body: [
      {
        _uid: 'hero',
        component: 'single-hero',
        heading: 'We tripped over a tent peg',
        subheading: 'Please try again.',
      },
    ],
  },
  published_at: null,
  first_published_at: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

/** The error page for `error`, in a router whose content store answers `answer`. */
async function renderErrorPage(error: unknown, answer: () => Response | Promise<Response>) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const requests: string[] = [];
  const fetch: Fetch = async (request) => {
    requests.push(new URL(request.url).pathname);
    return answer();
  };
  const shop = createOwnServerClient({ baseUrl: 'https://www.cairn.example', fetch });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <ErrorPage error={error as Error} reset={() => {}} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { shop },
  });
  await router.load();
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, queryClient };
}

// The page loads the block renderer when an error story arrives; transforming the blocks for
// the first time takes longer than findBy's second on a busy machine, so it is loaded once here.
beforeAll(async () => {
  await import('@cairn/content-blocks');
}, 60_000);

/** Waits for the error story's heading (the renderer's chunk arrives after the story). */
const storyHeading = () =>
  screen.findByRole('heading', { name: 'We tripped over a tent peg' }, { timeout: 10_000 });

describe('the error page', () => {
  it('shows the error story from the content store', async () => {
    const { requests } = await renderErrorPage(new Error('boom'), () =>
      Response.json({ story: errorStory }),
    );
    expect(await storyHeading()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(requests).toEqual([`/api/story/${errorStorySlug}`]);
  });

  it('falls back to static text when the content store cannot give it', async () => {
    const { queryClient } = await renderErrorPage(new Error('boom'), () =>
      Response.json({ error: 'content unavailable' }, { status: 500 }),
    );
    // Static text while the store is asked, and after it failed.
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryState(['story', errorStorySlug])?.status).toBe('error'),
    );
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('hands the error to the error hook', async () => {
    const failure = new Error('a loader threw');
    await renderErrorPage(failure, () => Response.json({ story: errorStory }));
    await storyHeading();
    expect(recordedErrors()).toMatchObject([{ source: 'page', error: failure }]);
  });

  it('says a service is taking a break on a 503, without asking the content store', async () => {
    const unavailable = Object.assign(new Error('content unavailable'), { status: 503 });
    const { requests } = await renderErrorPage(unavailable, () =>
      Response.json({ story: errorStory }),
    );
    expect(screen.getByRole('heading', { name: 'This page is taking a short break' })).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
