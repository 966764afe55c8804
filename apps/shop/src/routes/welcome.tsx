import { createFileRoute } from '@tanstack/react-router';
import { WelcomeGreeting } from '../customers/account/WelcomeGreeting.tsx';
import { loadPage } from '../page-types/load-page.ts';
import { loadPageCode } from '../page-types/PageContent.tsx';
import { StoryPage } from '../page-types/StoryPage.tsx';
import { previewOf } from '../preview/preview-search.ts';

/** `/welcome`, after registration: the content story 'welcome' with a personal greeting. */
export const Route = createFileRoute('/welcome')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: async ({ context, deps }) => {
    const loaded = await loadPage(context, '/welcome', deps);
    // The blocks' code (a chunk each), loaded before the browser hydrates (router.tsx).
    return { ...loaded, deferred: await loadPageCode(context, '/welcome', deps, loaded) };
  },
  head: ({ loaderData }) => {
    const head = loaderData?.head;
    return {
      meta: [...(head?.meta ?? []), { name: 'robots', content: 'noindex, follow' }],
      links: head?.links ?? [],
    };
  },
  component: WelcomePage,
});

function WelcomePage() {
  return (
    <>
      <WelcomeGreeting />
      <StoryPage uri="/welcome" deps={Route.useLoaderDeps()} />
    </>
  );
}
