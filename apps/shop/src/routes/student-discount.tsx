import { setupQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../page-types/load-page.ts';
import { PageContent } from '../page-types/page-types.tsx';
import { previewOf } from '../preview/preview-search.ts';
import { StudentDiscountWidget } from '../widgets/StudentDiscountWidget.tsx';

/** `/student-discount`: the content page plus the student-discount provider's widget. */
export const Route = createFileRoute('/student-discount')({
  loaderDeps: ({ search }) => previewOf(search),
  loader: async ({ context, deps }) => {
    const [page] = await Promise.all([
      loadPage(context, '/student-discount', deps),
      context.queryClient.ensureQueryData(setupQueryOptions(context.shop)),
    ]);
    return page;
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: StudentDiscountPage,
});

function StudentDiscountPage() {
  const { shop } = Route.useRouteContext();
  const { data: setup } = useSuspenseQuery(setupQueryOptions(shop));
  return (
    <>
      <PageContent uri="/student-discount" deps={Route.useLoaderDeps()} />
      <div className="shop-widget-section">
        <StudentDiscountWidget config={setup.integrations.studentDiscount} />
      </div>
    </>
  );
}
