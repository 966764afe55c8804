import type { Cart, CartLine, CurrencyFormat } from '@cairn/commerce-client';
import { Price, SelectField, VisuallyHidden } from '@cairn/ui';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { productImageUrl } from '../catalogue/images.ts';
import { problemMessage } from '../forms/server-errors.ts';
import { lineAmount, lineAmountBeforeSale } from './line-amount.ts';
import { priceFormat } from './price-format.ts';
import { useCartChange } from './use-cart-change.ts';

type BagLinesProps = {
  cart: Cart;
  /** Called when a product link is followed (the panel closes). */
  onNavigate?: () => void;
};

/** The most a quantity picker offers; a line holding more keeps its own number as the top. */
const pickerMax = 10;

/**
 * The bag's lines: image, name, size, price, a quantity picker (0 removes the line) and a
 * remove button. A line the stock no longer covers says so.
 */
export function BagLines({ cart, onNavigate }: BagLinesProps) {
  const quantity = useCartChange((client, change: { line: string; quantity: number }) =>
    change.quantity === 0
      ? client.removeLine(change.line)
      : client.setLineQuantity(change.line, change.quantity),
  );
  const list = useRef<HTMLUListElement>(null);
  const format = cart.selection.currencyFormat;
  const change = (line: string, value: number) => {
    if (quantity.isPending) return;
    // A removed line takes its focused control with it: keep keyboard users in the list.
    quantity.mutate(
      { line, quantity: value },
      { onSuccess: () => (value === 0 ? list.current?.focus() : undefined) },
    );
  };
  return (
    <ul className="cart-lines" aria-label="Items in your bag" ref={list} tabIndex={-1}>
      {cart.selection.items.map((line) => {
        const busy = quantity.isPending && quantity.variables?.line === line.line;
        const failed = quantity.isError && quantity.variables?.line === line.line;
        return (
          <BagLine
            key={line.line}
            line={line}
            format={format}
            busy={busy}
            error={failed ? problemMessage(quantity.error) : undefined}
            onQuantity={(value) => change(line.line, value)}
            onNavigate={onNavigate}
          />
        );
      })}
    </ul>
  );
}

type BagLineProps = {
  line: CartLine;
  format: CurrencyFormat;
  busy: boolean;
  error: string | undefined;
  onQuantity: (quantity: number) => void;
  onNavigate: (() => void) | undefined;
};

function BagLine({ line, format, busy, error, onQuantity, onNavigate }: BagLineProps) {
  const colour = line.product.colour ? `, ${line.product.colour.name}` : '';
  const name = `${line.product.brandName} ${line.product.name}${colour}, size ${line.size}`;
  const top = Math.max(pickerMax, line.quantity);
  const options = Array.from({ length: top + 1 }, (_, value) => ({
    value: String(value),
    label: value === 0 ? '0 (remove)' : String(value),
  }));
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <img
        className="cart-line__image"
        src={productImageUrl(line.product.image, 160)}
        alt=""
        width={80}
        height={100}
        loading="lazy"
      />
      <div className="cart-line__details">
        <p className="cart-line__brand">{line.product.brandName}</p>
        <p className="cart-line__name">
          <Link to={line.product.uri} onClick={onNavigate}>
            {line.product.name}
          </Link>
        </p>
        <p className="cart-line__variant">
          {line.product.colour ? (
            <>
              <span
                className="cart-line__swatch"
                style={{ backgroundColor: line.product.colour.hex }}
                aria-hidden="true"
              />
              {line.product.colour.name} ·{' '}
            </>
          ) : null}
          Size {line.size}
        </p>
        {!line.available ? (
          <p className="cart-line__stock">
            Not enough stock for this quantity: lower it or remove it.
          </p>
        ) : null}
        <p className="cart-line__price">
          <Price
            amount={lineAmount(line)}
            beforeDiscount={lineAmountBeforeSale(line)}
            format={priceFormat(format)}
          />
        </p>
      </div>
      <div className="cart-line__actions">
        <SelectField
          label={
            <>
              Quantity<VisuallyHidden> of {name}</VisuallyHidden>
            </>
          }
          name={`quantity-${line.line}`}
          className="cart-line__quantity"
          options={options}
          value={String(line.quantity)}
          error={error}
          onChange={(event) => onQuantity(Number(event.target.value))}
        />
        <button
          type="button"
          className="cart-line__remove"
          aria-disabled={busy || undefined}
          onClick={() => onQuantity(0)}
        >
          Remove<VisuallyHidden> {name}</VisuallyHidden>
        </button>
      </div>
    </li>
  );
}
