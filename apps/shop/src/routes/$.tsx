import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from './-page/load-page.ts';
import { previewOf } from './-page/preview-search.ts';
import { NotFoundPage, StoryPage } from './-page/StoryPage.tsx';

/** Every other address: the server resolves it into a page type (seed 000 section 2). */
export const Route = createFileRoute('/$')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: ({ context, params, deps }) => loadPage(context, `/${params._splat ?? ''}`, deps),
  head: ({ loaderData }) => loaderData?.head ?? {},
  // Keyed by full path: a new address is a new page, not an update of the last one.
  remountDeps: ({ params }) => params._splat,
  component: CatchAllPage,
  notFoundComponent: CatchAllNotFound,
});

function CatchAllPage() {
  const { uri } = Route.useLoaderData();
  return <StoryPage uri={uri} deps={Route.useLoaderDeps()} />;
}

function CatchAllNotFound() {
  const { _splat } = Route.useParams();
  return <NotFoundPage uri={`/${_splat ?? ''}`} deps={Route.useLoaderDeps()} />;
}
