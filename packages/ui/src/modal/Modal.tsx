import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { isValidElement, type ReactNode, useState } from 'react';
import { DialogCloseButton, DialogTrigger, describedBy } from '../dialog-parts/DialogParts.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';

export type ModalProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Names the dialog; shown as its heading unless `displayTitle` is false. */
  title: ReactNode;
  description?: ReactNode;
  /** `false` hides the title from sight but keeps it as the dialog's name. Default true. */
  displayTitle?: boolean;
  /** With `onConfirm`: the confirm button's text. Default "Confirm". */
  confirmLabel?: string;
  /**
   * With an `onConfirm` that returns a promise: the confirm button's text while it runs
   * ("Removing"), followed by moving dots (still ones under `prefers-reduced-motion`) and said
   * by a status message. Default: `confirmLabel`.
   */
  animatedLabel?: string;
  /** The button that dismisses the modal. Default "Cancel" in a confirmation, none otherwise. */
  cancelText?: string;
  /**
   * Called when the shopper confirms. With `onConfirm` or `confirmLabel` the modal is a
   * confirmation: an alert dialog with Cancel and Confirm buttons. Given a promise back, the
   * modal stays open and busy (`animatedLabel`, nothing else to press, Escape ignored) until it
   * settles: it closes once the promise resolves and stays open if it rejects, for the page to
   * say what went wrong.
   */
  onConfirm?: () => unknown;
  children?: ReactNode;
  /** The element that opens the modal: a single `Button` becomes the trigger itself. */
  trigger?: ReactNode;
  /** The corner close button's accessible name (not in a confirmation, which has Cancel). */
  closeLabel?: string;
  className?: string;
};

/**
 * A centred modal dialog. Given `onConfirm` (or `confirmLabel`) it is a confirmation: an alert dialog that only its
 * buttons or Escape close, with the focus starting on Cancel, the safe choice. A confirmation
 * whose action takes a while shows it running: see `onConfirm` and `animatedLabel`.
 *
 * ```tsx
 * <Modal title="Empty your bag?" confirmLabel="Empty the bag" animatedLabel="Emptying"
 *   onConfirm={() => emptyBag()} trigger={<Button variant="secondary">Empty bag</Button>} />
 * ```
 */
export function Modal(props: ModalProps) {
  const confirms = props.onConfirm !== undefined || props.confirmLabel !== undefined;
  return confirms ? <ConfirmModal {...props} /> : <InfoModal {...props} />;
}

function InfoModal({
  open,
  onOpenChange,
  defaultOpen,
  title,
  description,
  displayTitle = true,
  cancelText,
  children,
  trigger,
  closeLabel = 'Close',
  className,
}: ModalProps) {
  const heading = <Dialog.Title className="cairn-modal__title">{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <DialogTrigger>{trigger}</DialogTrigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="cairn-overlay" />
        <Dialog.Content className={modalClasses(className)} {...describedBy(description)}>
          <div className="cairn-modal__header">
            {displayTitle ? heading : <VisuallyHidden asChild>{heading}</VisuallyHidden>}
            <DialogCloseButton label={closeLabel} />
          </div>
          {description && (
            <Dialog.Description className="cairn-modal__description">
              {description}
            </Dialog.Description>
          )}
          {children && <div className="cairn-modal__body">{children}</div>}
          {cancelText && (
            <div className="cairn-modal__footer">
              <Dialog.Close className="cairn-button cairn-button--secondary cairn-button--medium">
                {cancelText}
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConfirmModal({
  open,
  onOpenChange,
  defaultOpen = false,
  title,
  description,
  displayTitle = true,
  confirmLabel = 'Confirm',
  animatedLabel = confirmLabel,
  cancelText = 'Cancel',
  onConfirm,
  children,
  trigger,
  className,
}: ModalProps) {
  // Kept here when the page does not keep it: a running confirmation closes itself when done.
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const setOpen = (next: boolean) => {
    if (busy) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirm = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    result.then(
      () => {
        setBusy(false);
        setOwnOpen(false);
        onOpenChange?.(false);
      },
      () => setBusy(false),
    );
  };
  const heading = <AlertDialog.Title className="cairn-modal__title">{title}</AlertDialog.Title>;
  return (
    <AlertDialog.Root open={open ?? ownOpen} onOpenChange={setOpen}>
      {trigger &&
        (isValidElement(trigger) ? (
          <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
        ) : (
          <AlertDialog.Trigger className="cairn-button cairn-button--secondary cairn-button--medium">
            {trigger}
          </AlertDialog.Trigger>
        ))}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="cairn-overlay" />
        <AlertDialog.Content
          className={modalClasses(className)}
          aria-busy={busy || undefined}
          {...describedBy(description)}
        >
          <div className="cairn-modal__header">
            {displayTitle ? heading : <VisuallyHidden asChild>{heading}</VisuallyHidden>}
          </div>
          {description && (
            <AlertDialog.Description className="cairn-modal__description">
              {description}
            </AlertDialog.Description>
          )}
          {children && <div className="cairn-modal__body">{children}</div>}
          <div className="cairn-modal__footer">
            <AlertDialog.Cancel
              className="cairn-button cairn-button--secondary cairn-button--medium"
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
            >
              {cancelText}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="cairn-button cairn-button--primary cairn-button--medium"
              aria-disabled={busy || undefined}
              data-busy={busy || undefined}
              onClick={confirm}
            >
              {busy ? animatedLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
          {/* Present from the start, so the busy state is announced when it comes. */}
          <p role="status" className="cairn-visually-hidden">
            {busy ? `${animatedLabel}…` : ''}
          </p>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function modalClasses(className: string | undefined): string {
  return ['cairn-modal', className].filter(Boolean).join(' ');
}
