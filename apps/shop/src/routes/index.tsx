import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../page-types/load-page.ts';
import { PageContent } from '../page-types/page-types.tsx';
import { previewOf } from '../preview/preview-search.ts';

/** The home page: the content story 'home'. */
export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: async ({ context, deps }) => {
    // The story, its blocks' data and code (a chunk each: router.tsx loads them before it hydrates).
    return loadPage(context, '/', deps);
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  // Content and catalogue pages: the same for everyone (personal parts fill in after hydration).
  staticData: { cache: 'public' },
  component: HomePage,
});

function HomePage() {
  return <PageContent uri="/" deps={Route.useLoaderDeps()} />;
}
