import { ApiError } from '@cairn/commerce-client';
import { Button, Skeleton } from '@cairn/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCommerce } from '../commerce/commerce-context.tsx';
import { problemMessage } from '../forms/server-errors.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';
import { finishOrder } from './order-handoff.ts';
import { Receipt } from './Receipt.tsx';
import { useReceipt } from './use-receipt.ts';

/**
 * `/success` (requirements R-ROUTE-10): the order just placed (`GET /receipt`, or after a
 * provider's page the order `POST /payment-result` placed), with its number first. Once per
 * order the recommendation keys are made new (requirements R-FLOW-8).
 */
export function SuccessPage() {
  const commerce = useCommerce();
  const navigate = useNavigate();
  const { data: order, isPending, error } = useReceipt();

  useEffect(() => {
    // The provider's return parameters are used once: a reload reads the receipt instead.
    if (order && window.location.search) void navigate({ to: '/success', replace: true });
  }, [order, navigate]);

  useEffect(() => {
    if (!order || !commerce) return;
    // The route's OrderReport usually finishes the order first (and reports it to the
    // recommendations engine); finishing again is a no-op, so the keys are new either way.
    finishOrder(order.order, commerce.state, window.sessionStorage);
  }, [order, commerce]);

  return (
    <div className="checkout checkout--success">
      {order ? (
        <>
          <h1 className="checkout__title">Thank you for your order</h1>
          <p className="checkout-success__number">
            Your order number is <strong data-order-number>{order.order}</strong>. We have sent a
            confirmation to {order.email}.
          </p>
          <Receipt order={order} />
          <NewsletterSignup email={order.email} />
          <Button asChild variant="secondary">
            <Link to="/">Continue shopping</Link>
          </Button>
        </>
      ) : isPending ? (
        <div aria-busy="true" className="checkout-success__loading">
          <h1 className="checkout__title">Your order</h1>
          <span className="cairn-visually-hidden">Loading your order</span>
          <Skeleton lines={2} />
          <Skeleton shape="rect" height={240} />
        </div>
      ) : error instanceof ApiError && error.status !== 404 ? (
        <>
          <h1 className="checkout__title">Your payment</h1>
          <p role="alert">{problemMessage(error)}</p>
          <Button asChild variant="secondary">
            <Link to="/checkout">Back to the checkout</Link>
          </Button>
        </>
      ) : (
        <>
          <h1 className="checkout__title">Your order</h1>
          <p>We could not find a recent order from this browser.</p>
          <Button asChild variant="secondary">
            <Link to="/">Continue shopping</Link>
          </Button>
        </>
      )}
    </div>
  );
}
