// The `@cairn/ui/static` entry: the components with no client code of their own (no dialog,
// tray or radio group, whose Radix primitives are Client Components). A Server Component that
// imports from here brings none of those to a page; Next.js collects every Client Component a
// page's imports reach, used or not, so `@cairn/ui` itself would ship the dialogs with a button.
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './breadcrumbs/Breadcrumbs.tsx';
export { Button, type ButtonProps } from './button/Button.tsx';
export type { LinkComponent, LinkComponentProps } from './link/link.tsx';
export { Pagination, type PaginationProps } from './pagination/Pagination.tsx';
export { type CurrencyFormat, formatPrice, gbp } from './price/format-price.ts';
export { Price, type PriceProps } from './price/Price.tsx';
export {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card/ProductCard.tsx';
export { RatingStars, type RatingStarsProps } from './rating-stars/RatingStars.tsx';
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden.tsx';
