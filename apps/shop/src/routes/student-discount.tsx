import { setupQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../page-types/load-page.ts';
import { loadPageCode } from '../page-types/PageContent.tsx';
import { StoryPage } from '../page-types/StoryPage.tsx';
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
    // The blocks' code (a chunk each), loaded before the browser hydrates (router.tsx).
    return { ...page, deferred: await loadPageCode(context, '/student-discount', deps, page) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: StudentDiscountPage,
});

function StudentDiscountPage() {
  const { shop } = Route.useRouteContext();
  const { data: setup } = useSuspenseQuery(setupQueryOptions(shop));
  return (
    <>
      <StoryPage uri="/student-discount" deps={Route.useLoaderDeps()} />
      <div className="shop-widget-section">
        <StudentDiscountWidget config={setup.integrations.studentDiscount} />
      </div>
    </>
  );
}
