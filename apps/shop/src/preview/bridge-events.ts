import type { ResolvedPage, Story } from '@cairn/commerce-client';
import { ownServerKeys } from '@cairn/commerce-client/query';
import type { Query, QueryClient } from '@tanstack/react-query';

/** The Visual Editor events the shop acts on; the bridge handles the others itself. */
export const bridgeActions = ['input', 'change', 'published'] as const;

/**
 * An event from Storyblok's bridge, as its `on` callback receives it: `input` carries the
 * edited (unsaved) story, `change` (saved) and `published` name the story by id.
 */
export type BridgeEvent =
  | { action: 'input'; story?: unknown }
  | { action: 'change' | 'published'; storyId?: number; slug?: string }
  | { action: string };

export type BridgeEventContext = {
  queryClient: QueryClient;
  /** Reruns the current route's loaders (the router's `invalidate`): head, block data. */
  router: { invalidate: () => Promise<unknown> };
};

/**
 * Acts on one bridge event: `input` shows the edited story at once, in the query cache, on
 * every preview page showing that story; `change` and `published` fetch the pages again.
 */
export async function handleBridgeEvent(
  event: BridgeEvent | undefined,
  context: BridgeEventContext,
): Promise<void> {
  if (!event) return;
  if (event.action === 'input') {
    await showEditedStory(context.queryClient, (event as { story?: unknown }).story);
  } else if (event.action === 'change' || event.action === 'published') {
    await reloadPreviewPages(context);
  }
}

/**
 * Puts the edited story in place of the shown one in every preview page query whose story it
 * is (by Storyblok id, or by uuid where the shown story has no id), so everything reading the
 * page re-renders without a fetch. Answers how many pages changed; a malformed story or one
 * not shown changes nothing.
 */
export async function showEditedStory(queryClient: QueryClient, value: unknown): Promise<number> {
  const edited = editedStory(value);
  if (!edited) return 0;
  const showing = (query: Query) =>
    isPreviewPage(query) && sameStory(storyOf(query.state.data), edited);
  // A fetch already under way (after a save) would answer the older draft over this edit.
  await queryClient.cancelQueries({ queryKey: ownServerKeys.pages(), predicate: showing });
  let changed = 0;
  for (const query of queryClient.getQueryCache().findAll({
    queryKey: ownServerKeys.pages(),
    predicate: showing,
  })) {
    queryClient.setQueryData<ResolvedPage>(query.queryKey, (page) => {
      if (!page || !('story' in page) || !page.story) return page;
      changed += 1;
      return { ...page, story: { ...page.story, ...edited } } as ResolvedPage;
    });
  }
  return changed;
}

/** Fetches every preview page again, then reruns the route's loaders over the new data. */
export async function reloadPreviewPages({ queryClient, router }: BridgeEventContext) {
  await queryClient.invalidateQueries({
    queryKey: ownServerKeys.pages(),
    predicate: isPreviewPage,
  });
  await router.invalidate();
}

/** Whether two stories are the same Storyblok story: by id, or by uuid when ids are missing. */
export function sameStory(shown: Story | null | undefined, edited: Story): boolean {
  if (!shown) return false;
  if (typeof shown.id === 'number' && shown.id > 0 && typeof edited.id === 'number') {
    return shown.id === edited.id;
  }
  return Boolean(shown.uuid) && shown.uuid === edited.uuid;
}

/**
 * The story of an `input` event if it has the shape the renderer needs (an id or uuid, and
 * content with a component); anything else is ignored rather than rendered.
 */
export function editedStory(value: unknown): Story | null {
  if (!value || typeof value !== 'object') return null;
  const story = value as Partial<Story>;
  const named =
    (typeof story.id === 'number' && Number.isInteger(story.id)) ||
    (typeof story.uuid === 'string' && story.uuid !== '');
  const content = story.content as { component?: unknown } | null | undefined;
  if (!named || !content || typeof content !== 'object' || typeof content.component !== 'string') {
    return null;
  }
  return story as Story;
}

/** Page queries are keyed `['cairn', 'page', uri, { preview, release }]`. */
function isPreviewPage(query: Query): boolean {
  const deps = query.queryKey[ownServerKeys.pages().length + 1];
  return Boolean(deps && typeof deps === 'object' && (deps as { preview?: unknown }).preview);
}

function storyOf(data: unknown): Story | null {
  if (!data || typeof data !== 'object' || !('story' in data)) return null;
  return (data as { story: Story | null }).story;
}
