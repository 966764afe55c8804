import * as Dialog from '@radix-ui/react-dialog';
import { isValidElement, type ReactNode } from 'react';

/**
 * Opens the dialog. A single element (a `Button`) becomes the trigger itself; anything else
 * (a string) is wrapped in a secondary button.
 */
export function DialogTrigger({ children }: { children: ReactNode }) {
  if (isValidElement(children)) return <Dialog.Trigger asChild>{children}</Dialog.Trigger>;
  return (
    <Dialog.Trigger className="cairn-button cairn-button--secondary cairn-button--medium">
      {children}
    </Dialog.Trigger>
  );
}

/** The labelled close button in a dialog's corner: a cross for the eye, a name for the ear. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close className="cairn-close-button" aria-label={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </Dialog.Close>
  );
}

/**
 * Radix links the description with `aria-describedby` and warns when there is none; saying
 * `aria-describedby={undefined}` tells it the dialog has no description on purpose.
 */
export function describedBy(description: ReactNode): { 'aria-describedby'?: undefined } {
  return description ? {} : { 'aria-describedby': undefined };
}
