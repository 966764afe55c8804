import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  classNames,
  describedByIds,
  FieldError,
  FieldHint,
  RequiredMark,
  useFieldIds,
} from '../field-parts/FieldParts.tsx';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: ReactNode;
  name: string;
  /** Help under the label ("We'll send your order confirmation here"). */
  hint?: ReactNode;
  /** The error message; marks the input invalid and links the message to it. */
  error?: ReactNode;
};

/**
 * A labelled text input with an optional hint and error, both linked by `aria-describedby`.
 * Every other prop (`type`, `autoComplete`, `inputMode`, `ref`...) goes to the `<input>`.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  type = 'text',
  required,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={classNames('cairn-field', error ? 'cairn-field--invalid' : undefined, className)}
    >
      <label id={ids.label} htmlFor={ids.control} className="cairn-field__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldError id={ids.error}>{error}</FieldError>
      <input
        id={ids.control}
        type={type}
        required={required}
        className="cairn-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(ids, { hint, error, own: ownDescribedBy })}
        {...props}
      />
    </div>
  );
}
