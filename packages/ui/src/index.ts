export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './breadcrumbs/Breadcrumbs.tsx';
export { Button, type ButtonProps } from './button/Button.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field/CheckboxField.tsx';
export type { LinkComponent, LinkComponentProps } from './link/link.tsx';
export { Modal, type ModalProps } from './modal/Modal.tsx';
export { Pagination, type PaginationProps } from './pagination/Pagination.tsx';
export { type CurrencyFormat, formatPrice, gbp } from './price/format-price.ts';
export { Price, type PriceProps } from './price/Price.tsx';
export {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
} from './product-card/ProductCard.tsx';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
} from './radio-group-field/RadioGroupField.tsx';
export { RatingStars, type RatingStarsProps } from './rating-stars/RatingStars.tsx';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './select-field/SelectField.tsx';
export { SidePanel, type SidePanelProps } from './side-panel/SidePanel.tsx';
export { Skeleton, type SkeletonProps } from './skeleton/Skeleton.tsx';
export { TextField, type TextFieldProps } from './text-field/TextField.tsx';
export { Tray, type TrayProps } from './tray/Tray.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden.tsx';
