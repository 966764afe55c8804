import { createFileRoute } from '@tanstack/react-router';
import { WelcomeGreeting } from '../customers/account/WelcomeGreeting.tsx';
import { loadPage } from '../pages/load-page.ts';
import { previewOf } from '../pages/preview-search.ts';
import { StoryPage } from '../pages/StoryPage.tsx';

/** `/welcome`, after registration: the content story 'welcome' with a personal greeting. */
export const Route = createFileRoute('/welcome')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: ({ context, deps }) => loadPage(context, '/welcome', deps),
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
