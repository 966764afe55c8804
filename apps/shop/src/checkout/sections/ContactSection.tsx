import { TextField } from '@cairn/ui';
import { fieldLabels } from '../../forms/labels.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import type { BindText } from './field-binding.ts';

/** The email the order confirmation goes to. */
export function ContactSection({ text }: { text: BindText }) {
  return (
    <CheckoutSection id="checkout-contact" title="Contact">
      <TextField
        {...text('email')}
        label={fieldLabels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="We send your order confirmation here."
        required
      />
    </CheckoutSection>
  );
}
