import { createFileRoute } from '@tanstack/react-router';
import { WelcomeGreeting } from '../customers/account/WelcomeGreeting.tsx';
import { loadPage } from '../page-types/load-page.ts';
import { PageContent } from '../page-types/page-types.tsx';
import { previewOf } from '../preview/preview-search.ts';

/** `/welcome`, after registration: the content story 'welcome' with a personal greeting. */
export const Route = createFileRoute('/welcome')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: async ({ context, deps }) => {
    // The story, its blocks' data and code (a chunk each: router.tsx loads them before it hydrates).
    return loadPage(context, '/welcome', deps);
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
      <PageContent uri="/welcome" deps={Route.useLoaderDeps()} />
    </>
  );
}
