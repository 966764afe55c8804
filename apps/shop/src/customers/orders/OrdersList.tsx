import { ordersQueryOptions } from '@cairn/commerce-client/query';
import { Button, Pagination } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SiteLink } from '../../site/SiteLink.tsx';
import { AccountLoading } from '../account/AccountGate.tsx';
import { useBrowserCommerce } from '../session/customer-session.ts';
import { OrderCard } from './OrderCard.tsx';
import { ordersFrom, ordersPageSize } from './order-queries.ts';

/** `/account/orders`: every order, newest first, ten to a page. */
export function OrdersList({ page }: { page: number }) {
  const { client } = useBrowserCommerce();
  const orders = useQuery({
    ...ordersQueryOptions(client, { from: ordersFrom(page), size: ordersPageSize }),
    placeholderData: (previous) => previous,
  });
  if (orders.isPending) return <AccountLoading label="Loading your orders" />;
  if (orders.isError || !orders.data) {
    return (
      <p role="alert" className="account-alert">
        We could not load your orders just now. Please try again in a moment.
      </p>
    );
  }
  const { total } = orders.data.ordersPaging;
  const totalPages = Math.max(1, Math.ceil(total / ordersPageSize));
  if (total === 0) return <NoOrders />;
  return (
    <>
      <p className="account-count">{total === 1 ? '1 order' : `${total} orders`}</p>
      <ul className="account-orders" aria-busy={orders.isPlaceholderData}>
        {orders.data.orders.map((order) => (
          <li key={order.order}>
            <OrderCard order={order} headingLevel={2} />
          </li>
        ))}
      </ul>
      {orders.data.orders.length === 0 ? (
        <p>
          There is no page {page} of orders. <Link to="/account/orders">See the first page</Link>.
        </p>
      ) : null}
      <Pagination
        current={Math.min(page, totalPages)}
        totalPages={totalPages}
        hrefForPage={(n) => (n === 1 ? '/account/orders' : `/account/orders?page=${n}`)}
        linkComponent={SiteLink}
        label="Order pages"
      />
    </>
  );
}

export function NoOrders() {
  return (
    <div className="account-empty">
      <p>You have no orders yet.</p>
      <Button asChild variant="secondary">
        <Link to="/">Start shopping</Link>
      </Button>
    </div>
  );
}
