import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  classNames,
  describedByIds,
  FieldError,
  FieldHint,
  useFieldIds,
} from '../field-parts/FieldParts.tsx';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: ReactNode;
};

/**
 * A native checkbox with its label beside it (the whole label is the click target), an
 * optional hint and error. Every other prop (`checked`, `onChange`, `value`, `ref`...) goes to
 * the `<input>`.
 */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={classNames(
        'cairn-field',
        'cairn-checkbox-field',
        error ? 'cairn-field--invalid' : undefined,
        className,
      )}
    >
      <FieldError id={ids.error}>{error}</FieldError>
      <div className="cairn-checkbox-field__row">
        <input
          id={ids.control}
          type="checkbox"
          className="cairn-checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(ids, { hint, error, own: ownDescribedBy })}
          {...props}
        />
        <label id={ids.label} htmlFor={ids.control} className="cairn-checkbox-field__label">
          {label}
        </label>
      </div>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
    </div>
  );
}
