import type { Ref } from 'react';
import {
  type CheckoutField,
  checkoutFields,
  type FieldErrors,
  orderedErrors,
} from './checkout-fields.ts';

type ErrorSummaryProps = {
  errors: FieldErrors;
  /** Problems that belong to no field (an empty bag, no connection). */
  formErrors: string[];
  ref?: Ref<HTMLDivElement>;
};

/**
 * The problems found when paying, at the top of the form, each linking to its field. It takes
 * focus when it appears, so keyboard and screen-reader users start from the list.
 */
export function ErrorSummary({ errors, formErrors, ref }: ErrorSummaryProps) {
  const fieldErrors = orderedErrors(errors);
  if (fieldErrors.length === 0 && formErrors.length === 0) return null;
  return (
    <div
      ref={ref}
      className="checkout-errors"
      tabIndex={-1}
      role="alert"
      aria-labelledby="checkout-errors-title"
    >
      <h2 id="checkout-errors-title" className="checkout-errors__title">
        There is a problem
      </h2>
      <ul className="checkout-errors__list">
        {formErrors.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldErrors.map(({ field, message }) => (
          <li key={field}>
            <a
              href={`#${checkoutFields[field]}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(field);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focuses a field, or the first control of a group (delivery, payment). */
export function focusField(field: CheckoutField) {
  const element = document.getElementById(checkoutFields[field]);
  if (!element) return;
  const control = element.matches('input, select, textarea, button')
    ? element
    : (element.querySelector<HTMLElement>(
        '[aria-checked="true"], input, select, textarea, button',
      ) ?? element);
  control.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}
