import { createFileRoute } from '@tanstack/react-router';
import { OrdersList } from '../../../customers/orders/OrdersList.tsx';
import { ownPageLinks } from '../../../seo/page-head.ts';

type OrdersSearch = { page?: number };

export const Route = createFileRoute('/account/orders/')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
  },
  head: ({ match }) => ({
    meta: [{ title: 'Your orders | Cairn' }],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page = 1 } = Route.useSearch();
  return (
    <>
      <h1 className="account-title">Your orders</h1>
      <OrdersList page={page} />
    </>
  );
}
