import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogTrigger } from '../dialog-parts/DialogParts.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';

export type TrayProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Names the dialog for screen readers ("Menu"); not shown. */
  label: string;
  /** The navigation: usually a `<nav>` with the category links. */
  children?: ReactNode;
  /** The menu button: a single element becomes the trigger itself. */
  trigger?: ReactNode;
  closeLabel?: string;
  className?: string;
};

/**
 * The navigation tray: the mobile menu as a modal dialog from the left edge, so focus stays in
 * the menu, Escape closes it and the page behind does not scroll.
 */
export function Tray({
  open,
  onOpenChange,
  defaultOpen,
  label,
  children,
  trigger,
  closeLabel = 'Close menu',
  className,
}: TrayProps) {
  const classes = [
    'cairn-side-panel',
    'cairn-side-panel--left',
    'cairn-side-panel--small',
    'cairn-tray',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <DialogTrigger>{trigger}</DialogTrigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="cairn-overlay" />
        <Dialog.Content className={classes} aria-describedby={undefined}>
          <VisuallyHidden asChild>
            <Dialog.Title>{label}</Dialog.Title>
          </VisuallyHidden>
          <div className="cairn-tray__header">
            <DialogCloseButton label={closeLabel} />
          </div>
          <div className="cairn-side-panel__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
