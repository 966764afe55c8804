import type { OwnServerClient, ResolvedPage, Story } from '@cairn/commerce-client';
import { pageQueryOptions } from '@cairn/commerce-client/query';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editedStory, handleBridgeEvent, sameStory, showEditedStory } from './bridge-events.ts';

const story = (id: number, title: string, uuid = `uuid-${id}`): Story => ({
  id,
  uuid,
  name: title,
  full_slug: `stories/${id}`,
  content: { _uid: `root-${id}`, component: 'page', title, body: [] },
  published_at: null,
  first_published_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

const storyPage = (shown: Story): ResolvedPage => ({
  type: 'story',
  story: shown,
  meta: {} as ResolvedPage['meta'],
});

const titleOf = (page: ResolvedPage | undefined) =>
  page && 'story' in page ? page.story?.content.title : undefined;

/** A client that answers each page from `pages`, counting its calls. */
function fakeShop(pages: Record<string, ResolvedPage>) {
  const resolvePage = vi.fn(async (uri: string) => {
    const page = pages[uri];
    if (!page) throw new Error(`no page ${uri}`);
    return structuredClone(page);
  });
  return { shop: { resolvePage } as unknown as OwnServerClient, resolvePage };
}

const preview = { preview: true };
const queryClients: QueryClient[] = [];
function newQueryClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClients.push(queryClient);
  return queryClient;
}
afterEach(() => {
  for (const queryClient of queryClients.splice(0)) queryClient.clear();
});

describe('given a preview page showing story 7', () => {
  async function setUp() {
    const { shop, resolvePage } = fakeShop({
      '/about-us': storyPage(story(7, 'About Cairn')),
      '/stores': storyPage(story(8, 'Our stores')),
    });
    const queryClient = newQueryClient();
    await queryClient.fetchQuery(pageQueryOptions(shop, '/about-us', preview));
    await queryClient.fetchQuery(pageQueryOptions(shop, '/stores', preview));
    const read = (uri: string, deps = preview) =>
      queryClient.getQueryData(pageQueryOptions(shop, uri, deps).queryKey);
    return { shop, queryClient, resolvePage, read };
  }

  it('when the editor sends an input event for story 7, the page shows the edited story', async () => {
    const { queryClient, read } = await setUp();
    const router = { invalidate: vi.fn(async () => {}) };
    await handleBridgeEvent(
      { action: 'input', story: story(7, 'About Cairn, edited') },
      { queryClient, router },
    );
    expect(titleOf(read('/about-us'))).toBe('About Cairn, edited');
    expect(read('/about-us')?.type).toBe('story');
    // Other pages and the router are left alone.
    expect(titleOf(read('/stores'))).toBe('Our stores');
    expect(router.invalidate).not.toHaveBeenCalled();
  });

  it('when the input event is for another story, nothing changes', async () => {
    const { queryClient, read } = await setUp();
    expect(await showEditedStory(queryClient, story(99, 'Somewhere else'))).toBe(0);
    expect(titleOf(read('/about-us'))).toBe('About Cairn');
    expect(titleOf(read('/stores'))).toBe('Our stores');
  });

  it('leaves the published (non-preview) page of the same story alone', async () => {
    const { shop, queryClient, read } = await setUp();
    await queryClient.fetchQuery(pageQueryOptions(shop, '/about-us', { preview: false }));
    expect(await showEditedStory(queryClient, story(7, 'Draft words'))).toBe(1);
    expect(titleOf(read('/about-us', { preview: false }))).toBe('About Cairn');
    expect(titleOf(read('/about-us'))).toBe('Draft words');
  });

  it('ignores an input event without a usable story', async () => {
    const { queryClient, read } = await setUp();
    const router = { invalidate: vi.fn(async () => {}) };
    for (const broken of [undefined, null, 'story', { id: 7 }, { id: 7, content: {} }]) {
      await handleBridgeEvent({ action: 'input', story: broken }, { queryClient, router });
    }
    expect(titleOf(read('/about-us'))).toBe('About Cairn');
  });

  it('an edit beats a fetch already under way (a save followed by more typing)', async () => {
    const { shop, queryClient, resolvePage, read } = await setUp();
    let answer: (page: ResolvedPage) => void = () => {};
    resolvePage.mockImplementationOnce(
      () => new Promise<ResolvedPage>((resolve) => (answer = resolve)),
    );
    const refetch = queryClient.refetchQueries({
      queryKey: pageQueryOptions(shop, '/about-us', preview).queryKey,
    });
    await showEditedStory(queryClient, story(7, 'Typed after saving'));
    answer(storyPage(story(7, 'The saved draft')));
    await refetch;
    expect(titleOf(read('/about-us'))).toBe('Typed after saving');
  });

  it('when the editor saves or publishes, fetches the preview pages again and reruns the loaders', async () => {
    const { shop, queryClient, resolvePage, read } = await setUp();
    // The page on screen observes its query, as useSuspenseQuery does.
    const observer = new QueryObserver(queryClient, pageQueryOptions(shop, '/about-us', preview));
    const unsubscribe = observer.subscribe(() => {});
    await showEditedStory(queryClient, story(7, 'Unsaved words'));
    resolvePage.mockClear();
    const router = { invalidate: vi.fn(async () => {}) };
    for (const action of ['change', 'published'] as const) {
      await handleBridgeEvent({ action, storyId: 7, slug: 'about-us' }, { queryClient, router });
    }
    expect(resolvePage).toHaveBeenCalledTimes(2);
    expect(resolvePage.mock.calls[0]?.[0]).toBe('/about-us');
    expect(titleOf(read('/about-us'))).toBe('About Cairn');
    expect(router.invalidate).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores the editor events it has no use for', async () => {
    const { queryClient, resolvePage, read } = await setUp();
    resolvePage.mockClear();
    const router = { invalidate: vi.fn(async () => {}) };
    await handleBridgeEvent({ action: 'enterEditmode' }, { queryClient, router });
    await handleBridgeEvent(undefined, { queryClient, router });
    expect(resolvePage).not.toHaveBeenCalled();
    expect(router.invalidate).not.toHaveBeenCalled();
    expect(titleOf(read('/about-us'))).toBe('About Cairn');
  });
});

describe('sameStory', () => {
  it('matches by Storyblok id', () => {
    expect(sameStory(story(7, 'a'), story(7, 'b', 'other-uuid'))).toBe(true);
    expect(sameStory(story(7, 'a', 'same'), story(8, 'b', 'same'))).toBe(false);
  });

  it('falls back to the uuid for a story without an id (new in a release)', () => {
    expect(sameStory(story(0, 'a', 'u-1'), story(123, 'b', 'u-1'))).toBe(true);
    expect(sameStory(story(0, 'a', 'u-1'), story(123, 'b', 'u-2'))).toBe(false);
    expect(sameStory(null, story(1, 'b'))).toBe(false);
  });
});

describe('editedStory', () => {
  it('keeps a story with an id and content, refuses anything else', () => {
    expect(editedStory(story(1, 'x'))?.id).toBe(1);
    expect(editedStory({ uuid: 'u', content: { component: 'page' } })).not.toBeNull();
    expect(editedStory({ content: { component: 'page' } })).toBeNull();
    expect(editedStory({ id: '7', content: { component: 'page' } })).toBeNull();
    expect(editedStory({ id: 7, content: null })).toBeNull();
  });
});
