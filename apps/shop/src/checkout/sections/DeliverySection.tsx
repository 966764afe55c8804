import type { Cart } from '@cairn/commerce-client';
import { type CurrencyFormat, formatPrice, RadioGroupField } from '@cairn/ui';
import { useCartChange } from '../../cart/use-cart-change.ts';
import { problemMessage } from '../../forms/server-errors.ts';
import { checkoutFields } from '../checkout-fields.ts';
import { CheckoutSection } from './CheckoutSection.tsx';

/** The delivery methods with their prices; a choice is saved on the cart as it is made. */
export function DeliverySection({
  cart,
  format,
  error,
}: {
  cart: Cart;
  format: CurrencyFormat;
  error: string | undefined;
}) {
  const shipping = useCartChange((client, method: string) => client.setShippingMethod(method));
  return (
    <CheckoutSection id="checkout-delivery" title="Delivery">
      <RadioGroupField
        id={checkoutFields.shippingMethod}
        legend="Delivery method"
        name="shippingMethod"
        value={shipping.isPending ? shipping.variables : cart.selection.shippingMethod}
        onValueChange={(value) => !shipping.isPending && shipping.mutate(value)}
        error={shipping.isError ? problemMessage(shipping.error) : error}
        options={cart.shippingMethods.map((option) => ({
          value: option.shippingMethod,
          label: (
            <>
              {option.name}:{' '}
              <strong>
                {option.priceAsNumber === 0 ? 'Free' : formatPrice(option.priceAsNumber, format)}
              </strong>
            </>
          ),
          hint:
            option.freeFromAsNumber !== undefined && option.priceAsNumber > 0
              ? `Free when your items come to ${formatPrice(option.freeFromAsNumber, format)} or more`
              : undefined,
        }))}
      />
    </CheckoutSection>
  );
}
