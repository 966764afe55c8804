import { setupQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../page-types/load-page.ts';
import { loadPageCode } from '../page-types/PageContent.tsx';
import { StoryPage } from '../page-types/StoryPage.tsx';
import { previewOf } from '../preview/preview-search.ts';
import { KlarnaPlacement } from '../widgets/KlarnaPlacement.tsx';

/** `/klarna`: the content page plus Klarna's information placement. */
export const Route = createFileRoute('/klarna')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: async ({ context, deps }) => {
    const [page] = await Promise.all([
      loadPage(context, '/klarna', deps),
      context.queryClient.ensureQueryData(setupQueryOptions(context.shop)),
    ]);
    // The blocks' code (a chunk each), loaded before the browser hydrates (router.tsx).
    return { ...page, deferred: await loadPageCode(context, '/klarna', deps, page) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: KlarnaPage,
});

function KlarnaPage() {
  const { shop } = Route.useRouteContext();
  const { data: setup } = useSuspenseQuery(setupQueryOptions(shop));
  return (
    <>
      <StoryPage uri="/klarna" deps={Route.useLoaderDeps()} />
      <div className="shop-widget-section">
        <KlarnaPlacement clientId={setup.integrations.klarnaClientId} />
      </div>
    </>
  );
}
