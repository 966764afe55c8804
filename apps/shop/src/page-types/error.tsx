import { notFound } from '@tanstack/react-router';
import { deferred } from '../site/deferred.tsx';
import { storyBlockChunks } from '../story-blocks/block-chunks.ts';
import type { PageOf, PageType } from './page-type.ts';

const NotFoundPage = deferred('not-found-page', () =>
  import('./StoryPage.tsx').then((module) => module.NotFoundPage),
);

/**
 * An address that is no page: the 404 story, with status 404 (requirements R-ERR-2). The loader
 * throws notFound, so the route's not-found component renders it (routes/$.tsx).
 */
export const errorPageType: PageType<PageOf<'error'>> = {
  load: async (_context, _page, { uri }) => {
    throw notFound({ data: { uri, resolverFailed: false } });
  },
  // Never listed, as the loader throws: the server has loaded every chunk before it renders,
  // and the browser keeps the server's markup until this one has come.
  chunks: (page) => [NotFoundPage.deferredName, ...storyBlockChunks(page.story)],
  Component: ({ page, request }) => <NotFoundPage page={page} preview={request.deps.preview} />,
};
