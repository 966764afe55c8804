import type { Cart, UnavailableLine } from '@cairn/commerce-client';
import { Button, VisuallyHidden } from '@cairn/ui';
import type { Ref } from 'react';
import { useCartChange } from '../cart/use-cart-change.ts';
import { problemMessage } from '../forms/server-errors.ts';

type OutOfStockNoticeProps = {
  cart: Cart;
  /** What the failed payment said is left of each short line (410 `unavailable`). */
  shortLines: UnavailableLine[];
  ref?: Ref<HTMLElement>;
};

/**
 * Lines that stock no longer covers (someone else bought the last ones): what is left, with a
 * button to remove each line or lower it to what is left. Gone once every line is covered.
 */
export function OutOfStockNotice({ cart, shortLines, ref }: OutOfStockNoticeProps) {
  const change = useCartChange((client, { line, quantity }: { line: string; quantity: number }) =>
    quantity === 0 ? client.removeLine(line) : client.setLineQuantity(line, quantity),
  );
  const lines = cart.selection.items.filter((line) => !line.available);
  if (lines.length === 0) return null;
  return (
    <section
      ref={ref}
      className="checkout-stock"
      tabIndex={-1}
      aria-labelledby="checkout-stock-title"
    >
      <h2 id="checkout-stock-title" className="checkout-stock__title">
        {lines.length === 1 ? 'An item has sold out' : 'Some items have sold out'}
      </h2>
      <p>
        Someone else bought the last ones while you were shopping. Change or remove{' '}
        {lines.length === 1 ? 'it' : 'them'} to place your order; nothing else in your bag or this
        form has changed.
      </p>
      <ul className="checkout-stock__lines">
        {lines.map((line) => {
          const left = shortLines.find(
            (short) => short.line === line.line || short.sku === line.sku,
          )?.available;
          const name = `${line.product.brandName} ${line.product.name}, size ${line.size}`;
          const busy = change.isPending && change.variables?.line === line.line;
          return (
            <li key={line.line} className="checkout-stock__line">
              <p>
                <strong>{name}</strong>: you asked for {line.quantity};{' '}
                {left === undefined
                  ? 'there is not enough stock.'
                  : left === 0
                    ? 'none are left.'
                    : `only ${left} ${left === 1 ? 'is' : 'are'} left.`}
              </p>
              <div className="checkout-stock__actions">
                <Button
                  variant="secondary"
                  size="small"
                  aria-disabled={busy || undefined}
                  onClick={() => !busy && change.mutate({ line: line.line, quantity: 0 })}
                >
                  Remove<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
                {left !== undefined && left > 0 && left < line.quantity ? (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-disabled={busy || undefined}
                    onClick={() => !busy && change.mutate({ line: line.line, quantity: left })}
                  >
                    Change to {left}
                    <VisuallyHidden> of {name}</VisuallyHidden>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {change.isError ? (
        <p className="cart-message cart-message--error">{problemMessage(change.error)}</p>
      ) : null}
    </section>
  );
}
