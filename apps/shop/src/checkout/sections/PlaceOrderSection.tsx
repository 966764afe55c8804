import type { PaymentMethod } from '@cairn/commerce-client';
import { Button, CheckboxField } from '@cairn/ui';
import { checkoutFields } from '../checkout-fields.ts';

type PlaceOrderSectionProps = {
  terms: boolean;
  termsError: string | undefined;
  onTermsChange: (checked: boolean) => void;
  paying: boolean;
  method: PaymentMethod | undefined;
  /** The grand total, formatted. */
  total: string;
};

/** The terms box and the button, which says what it does: pay now, or order to pay later. */
export function PlaceOrderSection({
  terms,
  termsError,
  onTermsChange,
  paying,
  method,
  total,
}: PlaceOrderSectionProps) {
  return (
    <section className="checkout-section checkout-pay" aria-label="Place your order">
      <CheckboxField
        id={checkoutFields.terms}
        name="terms"
        label="I accept the terms and conditions and the returns policy"
        checked={terms}
        error={termsError}
        onChange={(event) => onTermsChange(event.target.checked)}
      />
      <Button
        type="submit"
        size="large"
        className="checkout-pay__button"
        aria-disabled={paying || undefined}
      >
        {paying
          ? 'Placing your order…'
          : method?.kind === 'invoice'
            ? `Place order: ${total}`
            : `Pay ${total}`}
      </Button>
    </section>
  );
}
