import type { PaymentMethod } from '@cairn/commerce-client';
import { RadioGroupField, TextField } from '@cairn/ui';
import type { CardDraft } from '../checkout-draft.ts';
import { type CheckoutField, checkoutFields, type FieldErrors } from '../checkout-fields.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import type { FieldBinding } from './field-binding.ts';

/** Binds a card entry (never stored) to its field. */
export type BindCard = (key: keyof CardDraft, field: CheckoutField) => FieldBinding;

type PaymentSectionProps = {
  methods: PaymentMethod[];
  /** The chosen method's id, the pending choice while it is being saved. */
  paymentMethod: string | undefined;
  method: PaymentMethod | undefined;
  onMethodChange: (value: string) => void;
  /** A failed save of the method, which wins over the form's own error for the field. */
  methodError: string | undefined;
  errors: FieldErrors;
  card: BindCard;
};

/**
 * The payment method, then what it needs: card details for a card (with the test cards in
 * test mode), a word about the invoice for pay-later. A refused payment is said here.
 */
export function PaymentSection({
  methods,
  paymentMethod,
  method,
  onMethodChange,
  methodError,
  errors,
  card,
}: PaymentSectionProps) {
  return (
    <CheckoutSection id="checkout-payment" title="Payment">
      <RadioGroupField
        id={checkoutFields.paymentMethod}
        legend="Payment method"
        name="paymentMethod"
        value={paymentMethod}
        onValueChange={onMethodChange}
        error={methodError ?? errors.paymentMethod}
        options={methods.map((option) => ({
          value: option.paymentMethod,
          label: option.name,
        }))}
      />
      <div id={checkoutFields.payment} className="checkout-payment" tabIndex={-1}>
        <p className="checkout-payment__error" aria-live="polite">
          {errors.payment ? (
            <>
              <span className="cairn-visually-hidden">Error: </span>
              {errors.payment}. Check the details or use another card; nothing has been charged.
            </>
          ) : null}
        </p>
        {method?.kind === 'card' ? (
          <CardFields method={method} card={card} />
        ) : method?.kind === 'invoice' ? (
          <p className="checkout-card__test">
            Pay later (test mode): we email an invoice with your order.
          </p>
        ) : method?.kind === 'redirect' || method?.kind === 'form' ? (
          <p className="checkout-card__test">
            You pay on the payment provider's page, then come back here for your receipt
            {method.paymentMethod.startsWith('test-') ? ' (test mode: nothing is charged)' : ''}.
          </p>
        ) : null}
      </div>
    </CheckoutSection>
  );
}

function CardFields({ method, card }: { method: PaymentMethod; card: BindCard }) {
  return (
    <div className="checkout-card">
      {method.testCards ? (
        <p className="checkout-card__test">
          Test mode, nothing is charged: card {method.testCards.succeeds} is accepted,{' '}
          {method.testCards.declined} is declined. Any future expiry date and any 3 digits.
        </p>
      ) : null}
      <TextField
        {...card('number', 'cardNumber')}
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        maxLength={23}
        required
      />
      <div className="checkout-form__pair">
        <TextField
          {...card('expiry', 'cardExpiry')}
          label="Expiry date"
          hint="MM/YY"
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          required
        />
        <TextField
          {...card('cvc', 'cardCvc')}
          label="Security code"
          hint="3 or 4 digits on the back"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          required
        />
      </div>
    </div>
  );
}
