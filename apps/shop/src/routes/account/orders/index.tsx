import { createFileRoute } from '@tanstack/react-router';
import { OrdersList } from '../../../customers/orders/OrdersList.tsx';
import { ownAddress, seo } from '../../../seo/seo.ts';

type OrdersSearch = { page?: number };

export const Route = createFileRoute('/account/orders/')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
  },
  head: ({ match }) => seo({ title: 'Your orders', canonical: ownAddress(match) }),
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
