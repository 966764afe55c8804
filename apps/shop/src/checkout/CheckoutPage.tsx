import type { Cart } from '@cairn/commerce-client';
import { Button, Skeleton } from '@cairn/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { useCart } from '../cart/use-cart.ts';
import { problemMessage } from '../forms/server-errors.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { cancelledPaymentMessage } from './payment-action.ts';
import { useCustomerPrefill } from './use-customer-prefill.ts';

/**
 * `/checkout`: the cart lives in the browser, so the server and the first client render show
 * the same placeholder (sized like the form, so nothing jumps), then the form or an empty bag.
 */
export function CheckoutPage() {
  const { data: cart, error, isPending, refetch } = useCart();
  const { payment } = useSearch({ from: '/checkout' });
  return (
    <div className="checkout">
      <h1 className="checkout__title">Checkout</h1>
      {payment === 'cancelled' ? (
        <p className="cart-message" role="status" data-payment-cancelled>
          {cancelledPaymentMessage}
        </p>
      ) : null}
      {cart ? (
        cart.selection.items.length > 0 ? (
          <PrefilledCheckoutForm cart={cart} />
        ) : (
          <div className="checkout__empty">
            <p>Your bag is empty, so there is nothing to pay for yet.</p>
            <Button asChild variant="secondary">
              <Link to="/">Continue shopping</Link>
            </Button>
          </div>
        )
      ) : isPending ? (
        <CheckoutPlaceholder />
      ) : (
        <div className="cart-message cart-message--error" role="alert">
          <p>{problemMessage(error)}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

/** The form, once a logged-in customer's details are known (a guest's at once). */
function PrefilledCheckoutForm({ cart }: { cart: Cart }) {
  const customer = useCustomerPrefill();
  if (customer.status === 'loading') return <CheckoutPlaceholder />;
  return <CheckoutForm cart={cart} prefill={customer.prefill} />;
}

function CheckoutPlaceholder() {
  return (
    <div className="checkout__layout checkout__layout--loading" aria-busy="true">
      <span className="cairn-visually-hidden">Loading your bag</span>
      <noscript>
        <p className="cart-message cart-message--error">
          The checkout needs JavaScript: your bag lives in this browser. Switch it on and reload.
        </p>
      </noscript>
      <div className="checkout-summary">
        <Skeleton shape="rect" height={120} />
        <Skeleton lines={4} />
      </div>
      <div className="checkout-form">
        {[0, 1, 2, 3].map((section) => (
          <div key={section} className="checkout-section">
            <Skeleton width="40%" height={28} />
            <Skeleton shape="rect" height={section === 1 ? 420 : 120} />
          </div>
        ))}
      </div>
    </div>
  );
}
