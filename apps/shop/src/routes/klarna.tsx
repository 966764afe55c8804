import { setupQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../page-types/load-page.ts';
import { PageContent } from '../page-types/page-types.tsx';
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
    return page;
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: KlarnaPage,
});

function KlarnaPage() {
  const { shop } = Route.useRouteContext();
  const { data: setup } = useSuspenseQuery(setupQueryOptions(shop));
  return (
    <>
      <PageContent uri="/klarna" deps={Route.useLoaderDeps()} />
      <div className="shop-widget-section">
        <KlarnaPlacement clientId={setup.integrations.klarnaClientId} />
      </div>
    </>
  );
}
