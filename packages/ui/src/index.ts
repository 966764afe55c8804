export { Button, type ButtonProps } from './button/Button.tsx';
export { type CurrencyFormat, formatPrice, gbp } from './price/format-price.ts';
export { Price, type PriceProps } from './price/Price.tsx';
