import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import {
  classNames,
  describedByIds,
  FieldError,
  FieldHint,
  RequiredMark,
  useFieldIds,
} from '../field-parts/FieldParts.tsx';

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupFieldProps = {
  /** The question the options answer ("Delivery"); names the group. */
  legend: ReactNode;
  /** The form field name; the choice is submitted with forms like a native radio. */
  name?: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
};

/**
 * A group of radio buttons under a legend (Radix RadioGroup): arrow keys move between the
 * options, Tab enters and leaves the group, and the group carries the hint and the error.
 */
export function RadioGroupField({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupFieldProps) {
  const ids = useFieldIds(id);
  return (
    <RadioGroup.Root
      asChild
      name={name}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      required={required}
      disabled={disabled}
      orientation={orientation}
      aria-labelledby={ids.label}
      aria-describedby={describedByIds(ids, { hint, error, own: undefined })}
      aria-invalid={error ? true : undefined}
    >
      <fieldset
        id={ids.control}
        className={classNames(
          'cairn-field',
          'cairn-radio-group',
          `cairn-radio-group--${orientation}`,
          error ? 'cairn-field--invalid' : undefined,
          className,
        )}
      >
        <legend id={ids.label} className="cairn-field__label">
          {legend}
          <RequiredMark required={required} />
        </legend>
        <FieldHint id={ids.hint}>{hint}</FieldHint>
        <FieldError id={ids.error}>{error}</FieldError>
        <div className="cairn-radio-group__options">
          {options.map((option, index) => {
            const optionId = `${ids.control}-option-${index}`;
            return (
              <div key={option.value} className="cairn-radio-group__option">
                <RadioGroup.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  className="cairn-radio"
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                >
                  <RadioGroup.Indicator className="cairn-radio__dot" />
                </RadioGroup.Item>
                <label htmlFor={optionId} className="cairn-radio-group__label">
                  {option.label}
                </label>
                {option.hint && (
                  <p id={`${optionId}-hint`} className="cairn-radio-group__hint">
                    {option.hint}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </RadioGroup.Root>
  );
}
