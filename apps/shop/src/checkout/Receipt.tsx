import type { Address, Order } from '@cairn/commerce-client';
import { Price } from '@cairn/ui';
import { BagTotals } from '../cart/BagTotals.tsx';
import { lineAmount } from '../cart/line-amount.ts';
import { priceFormat } from '../cart/price-format.ts';
import { paymentLabel } from '../customers/orders/format.ts';
import { useCountryName } from './use-country-name.ts';

/** A placed order: its lines, totals, delivery address and payment. */
export function Receipt({ order }: { order: Order }) {
  const format = priceFormat(order.currencyFormat);
  return (
    <div className="checkout-receipt">
      <section aria-labelledby="receipt-items">
        <h2 id="receipt-items" className="checkout-section__title">
          Your order
        </h2>
        <ul className="checkout-receipt__lines">
          {order.items.map((line) => (
            <li key={line.line} className="checkout-receipt__line">
              <span>
                {line.quantity} × {line.product.brandName} {line.product.name}, size {line.size}
              </span>
              <Price amount={lineAmount(line)} format={format} />
            </li>
          ))}
        </ul>
        <BagTotals
          totals={order.totals}
          currencyFormat={order.currencyFormat}
          vatPercent={order.vatPercent}
          label="Order totals"
        />
      </section>
      <section aria-labelledby="receipt-delivery">
        <h2 id="receipt-delivery" className="checkout-section__title">
          Delivering to
        </h2>
        <AddressLines address={order.shippingAddress} />
        <p className="checkout-receipt__payment">
          Paid with: {paymentLabel(order.paymentReference)}
        </p>
      </section>
    </div>
  );
}

function AddressLines({ address }: { address: Address }) {
  const country = useCountryName(address.country);
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.city, address.zipCode].filter(Boolean).join(' '),
    country,
  ].filter(Boolean);
  return (
    <address className="checkout-receipt__address">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
