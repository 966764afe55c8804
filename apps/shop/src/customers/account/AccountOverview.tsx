import { ordersQueryOptions } from '@cairn/commerce-client/query';
import { Skeleton } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OrderCard } from '../orders/OrderCard.tsx';
import { NoOrders } from '../orders/OrdersList.tsx';
import { latestOrdersCount } from '../orders/order-queries.ts';
import { useBrowserCommerce } from '../session/customer-session.ts';
import { useAccountCustomer } from './AccountGate.tsx';

/** `/account`: a greeting, the 2 latest orders (requirements R-CONST-6) and the way to the rest. */
export function AccountOverview() {
  const customer = useAccountCustomer();
  const { client } = useBrowserCommerce();
  const orders = useQuery(ordersQueryOptions(client, { from: 0, size: latestOrdersCount }));
  const name = customer.firstName.trim();
  return (
    <>
      <h1 className="account-title">{name ? `Hello, ${name}` : 'Your account'}</h1>
      <p className="account-lead">
        Logged in as <strong>{customer.email}</strong>
      </p>
      <section className="account-section" aria-labelledby="latest-orders">
        <h2 id="latest-orders">Latest orders</h2>
        {orders.isPending ? (
          <div aria-busy="true">
            <p className="cairn-visually-hidden">Loading your orders</p>
            <Skeleton shape="rect" height="6rem" />
          </div>
        ) : orders.isError || !orders.data ? (
          <p role="alert" className="account-alert">
            We could not load your orders just now. Please try again in a moment.
          </p>
        ) : orders.data.orders.length === 0 ? (
          <NoOrders />
        ) : (
          <>
            <ul className="account-orders">
              {orders.data.orders.map((order) => (
                <li key={order.order}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            {orders.data.ordersPaging.total > latestOrdersCount ? (
              <p>
                <Link to="/account/orders">See all {orders.data.ordersPaging.total} orders</Link>
              </p>
            ) : null}
          </>
        )}
      </section>
      <section className="account-section" aria-labelledby="account-more">
        <h2 id="account-more">Your account</h2>
        <ul className="account-shortcuts">
          <li>
            <Link to="/account/wishlist">Wishlist</Link>
            <span className="account-shortcuts__note">Products you saved for later</span>
          </li>
          <li>
            <Link to="/account/profile">Your details</Link>
            <span className="account-shortcuts__note">Name, address and password</span>
          </li>
          <li>
            <Link to="/account/preferences">Email preferences</Link>
            <span className="account-shortcuts__note">Offers, new arrivals and events</span>
          </li>
        </ul>
      </section>
    </>
  );
}
