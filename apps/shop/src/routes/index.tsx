import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from './-page/load-page.ts';
import { previewOf } from './-page/preview-search.ts';
import { StoryPage } from './-page/StoryPage.tsx';

/** The home page: the content story 'home'. */
export const Route = createFileRoute('/')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: ({ context, deps }) => loadPage(context, '/', deps),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
});

function HomePage() {
  return <StoryPage uri="/" deps={Route.useLoaderDeps()} />;
}
