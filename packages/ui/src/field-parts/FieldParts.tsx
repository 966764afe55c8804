import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';

export type FieldIds = { control: string; label: string; hint: string; error: string };

/** Ids for a field's control, label, hint and error; stable between server and browser. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? `cairn-field-${generated.replace(/[^\w-]/g, '')}`;
  return {
    control,
    label: `${control}-label`,
    hint: `${control}-hint`,
    error: `${control}-error`,
  };
}

/** The `aria-describedby` of a control: the hint, then the error, then the caller's own. */
export function describedByIds(
  ids: FieldIds,
  { hint, error, own }: { hint: ReactNode; error: ReactNode; own: string | undefined },
): string | undefined {
  const parts = [hint ? ids.hint : undefined, error ? ids.error : undefined, own];
  return parts.filter(Boolean).join(' ') || undefined;
}

export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A hint under the label, linked to the control through `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="cairn-field__hint">
      {children}
    </p>
  );
}

/**
 * The error message. The element is always there and politely live, so an error that appears
 * after a check is read out once, without `role="alert"` interrupting or shouting on load.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="cairn-field__error" aria-live="polite">
      {children ? (
        <>
          <VisuallyHidden>Error:</VisuallyHidden> {children}
        </>
      ) : null}
    </p>
  );
}

/** A visible asterisk for required fields; the control's `required` says it to screen readers. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className="cairn-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
