import type { ComponentPropsWithRef } from 'react';
import { Slot } from '../slot/Slot.tsx';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'small' | 'medium' | 'large';
  /** Renders the single child (a link, a router Link) with the button's styles instead. */
  asChild?: boolean;
};

/** The shop's button; `asChild` gives a link the same look without nesting interactive elements. */
export function Button({
  variant = 'primary',
  size = 'medium',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = ['cairn-button', `cairn-button--${variant}`, `cairn-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
