import type { Address, Order } from '@cairn/commerce-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lineAmount } from '../../cart/line-amount.ts';
import { productImageUrl } from '../../catalogue/images.ts';
import { useCountryName } from '../../checkout/use-country-name.ts';
import { SiteLink } from '../../site/SiteLink.tsx';
import { AccountLoading } from '../account/AccountGate.tsx';
import { useBrowserCommerce } from '../session/customer-session.ts';
import { formatOrderDate, formatOrderPrice, orderStatusLabel, paymentLabel } from './format.ts';
import { cachedOrder, orderQueryOptions } from './order-queries.ts';

/** `/account/orders/$id`: one order, taken from the list when it is there already. */
export function OrderDetail({ number }: { number: string }) {
  const { client } = useBrowserCommerce();
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderQueryOptions(client, number),
    initialData: () => cachedOrder(queryClient, number),
  });
  if (order.isPending) return <AccountLoading label="Loading your order" />;
  if (order.isError) {
    return (
      <p role="alert" className="account-alert">
        We could not load this order just now. Please try again in a moment.
      </p>
    );
  }
  if (!order.data) {
    return (
      <div className="account-empty">
        <h1 className="account-title">Order not found</h1>
        <p>
          There is no order {number} in your account.{' '}
          <Link to="/account/orders">See all your orders</Link>.
        </p>
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const price = (amount: number) => formatOrderPrice(amount, order.currencyFormat);
  const { totals } = order;
  const delivery = order.shippingAddress?.address1 ? order.shippingAddress : order.address;
  return (
    <article className="account-order">
      <p className="account-back">
        <Link to="/account/orders">All orders</Link>
      </p>
      <h1 className="account-title">Order {order.order}</h1>
      <dl className="account-order__facts">
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
        {order.paymentReference ? (
          <div>
            <dt>Paid with</dt>
            <dd>{paymentLabel(order.paymentReference)}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <ul className="account-order__lines">
          {order.items.map((line) => (
            <li key={line.line} className="account-order__line">
              {line.product.image ? (
                <img
                  src={productImageUrl(line.product.image, 160)}
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  className="account-order__image"
                />
              ) : null}
              <div>
                <p className="account-order__product">
                  <SiteLink href={line.product.uri}>
                    {line.product.brandName} {line.product.name}
                  </SiteLink>
                </p>
                <p className="account-order__meta">
                  Size {line.size} · Quantity {line.quantity} · {price(line.priceEachAsNumber)} each
                </p>
              </div>
              <p className="account-order__line-total">{price(lineAmount(line))}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-totals">
        <h2 id="order-totals">Totals</h2>
        <dl className="account-order__totals">
          <div>
            <dt>Items</dt>
            <dd>{price(totals.itemsTotalPriceAsNumber)}</dd>
          </div>
          {order.discounts.vouchers.map((voucher) => (
            <div key={voucher.voucher}>
              <dt>
                {voucher.description || 'Discount'} ({voucher.voucher})
              </dt>
              <dd>{price(voucher.priceOffAsNumber)}</dd>
            </div>
          ))}
          <div>
            <dt>Delivery</dt>
            <dd>
              {totals.shippingPriceAsNumber === 0 ? 'Free' : price(totals.shippingPriceAsNumber)}
            </dd>
          </div>
          <div className="account-order__grand-total">
            <dt>Total</dt>
            <dd>{price(totals.grandTotalPriceAsNumber)}</dd>
          </div>
          {totals.grandTotalPriceTaxAsNumber > 0 ? (
            <div className="account-order__tax">
              <dt>
                {order.vatPercent === undefined
                  ? 'Including VAT'
                  : `Including VAT at ${Number.isInteger(order.vatPercent) ? order.vatPercent : order.vatPercent.toFixed(1)}%`}
              </dt>
              <dd>{price(totals.grandTotalPriceTaxAsNumber)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <div className="account-order__addresses">
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">Delivery address</h2>
          <AddressLines address={delivery} />
        </section>
        <section aria-labelledby="order-billing">
          <h2 id="order-billing">Billing address</h2>
          <AddressLines address={order.address} />
        </section>
      </div>
    </article>
  );
}

function AddressLines({ address }: { address: Address | undefined }) {
  // Names, not codes: "United Kingdom" as the receipt says, not "GB".
  const country = useCountryName(address?.country);
  if (!address) return <p>Not given</p>;
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    address.city,
    address.zipCode,
    country,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="account-address">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
