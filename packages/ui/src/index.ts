export { Button, type ButtonProps } from './button/Button.tsx';
export type { LinkComponent, LinkComponentProps } from './link/link.tsx';
export { type CurrencyFormat, formatPrice, gbp } from './price/format-price.ts';
export { Price, type PriceProps } from './price/Price.tsx';
export {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card/ProductCard.tsx';
export { RatingStars, type RatingStarsProps } from './rating-stars/RatingStars.tsx';
export { SidePanel, type SidePanelProps } from './side-panel/SidePanel.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden.tsx';
