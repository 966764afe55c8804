import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  classNames,
  describedByIds,
  FieldError,
  FieldHint,
  RequiredMark,
  useFieldIds,
} from '../field-parts/FieldParts.tsx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  name: string;
  options: SelectOption[];
  /** A first, empty choice ("Choose a size"); chosen until the shopper picks another. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
};

/**
 * A labelled native `<select>`: the phone's own picker, works before hydration and in forms.
 * Every other prop (`value`, `onChange`, `autoComplete`, `ref`...) goes to the `<select>`.
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: SelectFieldProps) {
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
      <select
        id={ids.control}
        required={required}
        className="cairn-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(ids, { hint, error, own: ownDescribedBy })}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
