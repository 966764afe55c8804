import type { ComponentPropsWithRef } from 'react';
import { Slot } from '../slot/Slot.tsx';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  /** Hides the single child (a heading, a Radix `Dialog.Title`) instead of wrapping it in a span. */
  asChild?: boolean;
};

/** Content for screen readers only: out of sight, still in the accessibility tree. */
export function VisuallyHidden({ asChild = false, className, ...props }: VisuallyHiddenProps) {
  const classes = ['cairn-visually-hidden', className].filter(Boolean).join(' ');
  if (asChild) return <Slot className={classes} {...props} />;
  return <span className={classes} {...props} />;
}
