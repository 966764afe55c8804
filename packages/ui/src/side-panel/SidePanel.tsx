import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogTrigger, describedBy } from '../dialog-parts/DialogParts.tsx';

export type SidePanelProps = {
  /** Controlled open state; leave out with `trigger` to let the panel keep its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The panel's heading, which also names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  /** The edge the panel slides in from. */
  position?: 'right' | 'left';
  /** small 22rem, medium 30rem, large 40rem; always the full width on phones. */
  width?: 'small' | 'medium' | 'large';
  /** Below the desktop breakpoint (1024px), a bottom sheet sliding up instead. */
  slideUp?: boolean;
  children?: ReactNode;
  /** Pinned below the scrolling content: checkout buttons, totals. */
  footer?: ReactNode;
  /** The element that opens the panel: a single `Button` becomes the trigger itself. */
  trigger?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  className?: string;
};

/**
 * A panel sliding in from the side (the mini bag, filters): a modal dialog, so focus stays
 * inside, Escape and a click outside close it, and the page behind does not scroll while open.
 */
export function SidePanel({
  open,
  onOpenChange,
  defaultOpen,
  title,
  description,
  position = 'right',
  width = 'large',
  slideUp = false,
  children,
  footer,
  trigger,
  closeLabel = 'Close',
  className,
}: SidePanelProps) {
  const classes = [
    'cairn-side-panel',
    `cairn-side-panel--${position}`,
    `cairn-side-panel--${width}`,
    slideUp && 'cairn-side-panel--slide-up',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <DialogTrigger>{trigger}</DialogTrigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="cairn-overlay" />
        <Dialog.Content className={classes} {...describedBy(description)}>
          <div className="cairn-side-panel__header">
            <Dialog.Title className="cairn-side-panel__title">{title}</Dialog.Title>
            <DialogCloseButton label={closeLabel} />
          </div>
          {description && (
            <Dialog.Description className="cairn-side-panel__description">
              {description}
            </Dialog.Description>
          )}
          <div className="cairn-side-panel__body">{children}</div>
          {footer && <div className="cairn-side-panel__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
