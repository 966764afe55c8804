import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../page-types/load-page.ts';
import { loadPageCode } from '../page-types/PageContent.tsx';
import { StoryPage } from '../page-types/StoryPage.tsx';
import { previewOf } from '../preview/preview-search.ts';

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
