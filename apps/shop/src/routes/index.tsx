import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../pages/load-page.ts';
import { loadPageCode } from '../pages/PageContent.tsx';
import { previewOf } from '../pages/preview-search.ts';
import { StoryPage } from '../pages/StoryPage.tsx';

/** The home page: the content story 'home'. */
export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: async ({ context, deps }) => {
    const loaded = await loadPage(context, '/', deps);
    // The blocks' code (a chunk each), loaded before the browser hydrates (router.tsx).
    return { ...loaded, deferred: await loadPageCode(context, '/', deps, loaded) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  // Content and catalogue pages: the same for everyone (personal parts fill in after hydration).
  staticData: { cache: 'public' },
  component: HomePage,
});

function HomePage() {
  return <StoryPage uri="/" deps={Route.useLoaderDeps()} />;
}
