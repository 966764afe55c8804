import { type CurrencyFormat, formatPrice, gbp } from './format-price.ts';

export type PriceProps = {
  /** The price now, in major units (`priceAsNumber`). */
  amount: number;
  /** The price before a discount (`priceBeforeDiscountAsNumber`); shown struck through when higher. */
  beforeDiscount?: number;
  format?: CurrencyFormat;
  className?: string;
};

/** A price, with the former price struck through and both read out in words when discounted. */
export function Price({ amount, beforeDiscount, format = gbp, className }: PriceProps) {
  const now = formatPrice(amount, format);
  const discounted = beforeDiscount !== undefined && beforeDiscount > amount;
  const classes = ['cairn-price', discounted && 'cairn-price--discounted', className]
    .filter(Boolean)
    .join(' ');
  if (!discounted) {
    return <span className={classes}>{now}</span>;
  }
  const was = formatPrice(beforeDiscount, format);
  return (
    <span className={classes}>
      <span className="cairn-visually-hidden">{`Now ${now}, was ${was}`}</span>
      <span className="cairn-price__now" aria-hidden="true">
        {now}
      </span>{' '}
      <del className="cairn-price__was" aria-hidden="true">
        {was}
      </del>
    </span>
  );
}
