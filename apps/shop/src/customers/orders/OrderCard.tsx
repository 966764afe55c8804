import type { Order } from '@cairn/commerce-client';
import { Link } from '@tanstack/react-router';
import { formatOrderDate, formatOrderPrice, itemCount, orderStatusLabel } from './format.ts';

/** One order in a list: number, date, status, size and total, linking to the order. */
export function OrderCard({ order, headingLevel = 3 }: { order: Order; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const names = order.items.map((line) => line.product.name);
  return (
    <article className="account-order-card">
      <Heading className="account-order-card__title">
        <Link
          to="/account/orders/$id"
          params={{ id: order.order }}
          className="account-order-card__link"
        >
          Order {order.order}
        </Link>
      </Heading>
      <dl className="account-order-card__facts">
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusLabel(order.status)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatOrderPrice(order.totals.grandTotalPriceAsNumber, order.currencyFormat)}</dd>
        </div>
      </dl>
      <p className="account-order-card__items">
        {itemCount(order.items)}: {names.slice(0, 3).join(', ')}
        {names.length > 3 ? ` and ${names.length - 3} more` : ''}
      </p>
    </article>
  );
}
