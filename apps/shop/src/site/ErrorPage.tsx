import type { StoryBlocksProps } from '@cairn/content-blocks/renderer';
import { useQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { contentImageLoader } from '../catalogue/images.ts';
import { reportError } from './error-hook.ts';
import { SiteLink } from './SiteLink.tsx';
import { isServiceUnavailable } from './service-unavailable.ts';
import { isChunkLoadError, reloadOnce } from './update-check.ts';

/** The story the error page shows, from the content store. */
export const errorStorySlug = 'general-pages/error-page';

// The block renderer loads only when an error story arrives: the error page is part of every
// route's first load, the renderer and its blocks are not. The story's blocks load one by one
// as the story pages' do (story-blocks/story-blocks.tsx), not the whole set.
const ErrorStoryBlocks = lazy(() =>
  Promise.all([
    import('@cairn/content-blocks/renderer').then((module) => module.StoryBlocks),
    import('../story-blocks/story-blocks.tsx').then((module) => module.storyBlockComponents),
  ]).then(([StoryBlocks, storyBlockComponents]) => ({
    default: (props: Omit<StoryBlocksProps, 'components'>) => (
      <StoryBlocks {...props} components={storyBlockComponents} />
    ),
  })),
);

/**
 * Shown when a page fails to load: the error goes to the error hook, the shopper gets the
 * content store's error story, or static text when that cannot be read either (the content
 * service may be what failed).
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    // A chunk of an older build is gone: load the page fresh from the new build (guarded).
    if (isChunkLoadError(error) && reloadOnce(window.location.href)) return;
    reportError(error, 'page');
  }, [error]);
  if (isServiceUnavailable(error)) {
    // The page's content is out of reach for a moment (the server answered 503, Retry-After).
    return (
      <div className="shop-error" role="alert">
        <h1>This page is taking a short break</h1>
        <p>
          We cannot load this page right now. Shopping, your bag and checkout still work; please try
          this page again in a minute.
        </p>
        <p>
          <button type="button" className="cairn-button cairn-button--primary" onClick={reset}>
            Try again
          </button>{' '}
          <a href="/">Go to the home page</a>
        </p>
      </div>
    );
  }
  return <ErrorStory reset={reset} />;
}

function ErrorStory({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const { shop } = useRouteContext({ from: '__root__' });
  // Not a suspense query: the static text shows at once (and in the server's HTML), and the
  // story replaces it when the content store answers.
  const { data: story } = useQuery({
    queryKey: ['story', errorStorySlug],
    queryFn: ({ signal }) => shop.getStory(errorStorySlug, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const tryAgain = (
    <button type="button" className="cairn-button cairn-button--primary" onClick={reset}>
      Try again
    </button>
  );
  if (story) {
    return (
      <div className="shop-error shop-error--story">
        <Suspense fallback={null}>
          <ErrorStoryBlocks
            story={story}
            linkComponent={SiteLink}
            imageLoader={contentImageLoader}
          />
        </Suspense>
        <p>{tryAgain}</p>
      </div>
    );
  }
  return (
    <div className="shop-error" role="alert">
      <h1>Sorry, something went wrong</h1>
      <p>We could not show this page. Please try again in a moment.</p>
      <p>
        {tryAgain} <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
