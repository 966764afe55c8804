import type { Cart } from '@cairn/commerce-client';
import { Button, Price, TextField, VisuallyHidden } from '@cairn/ui';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '../forms/server-errors.ts';
import { priceFormat } from './price-format.ts';
import { useCartChange } from './use-cart-change.ts';
import { voucherOutcome } from './voucher-outcome.ts';

/**
 * Vouchers: a code to apply (a refusal shows the backend's reason under the field) and the
 * applied ones with what they take off, or why they do not apply now, each removable. What an
 * apply did (applied, or another order discount kept instead, and why) is also said in a
 * polite live region, since the reason appears beside a voucher away from the field.
 */
export function VoucherForm({ cart, idPrefix }: { cart: Cart; idPrefix: string }) {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState('');
  const add = useCartChange((client, voucher: string) => client.addVoucher(voucher));
  const remove = useCartChange((client, voucher: string) => client.removeVoucher(voucher));
  const format = priceFormat(cart.selection.currencyFormat);
  const applied = cart.selection.discounts.vouchers;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const voucher = code.trim();
    if (!voucher) return;
    setOutcome('');
    add.mutate(voucher, {
      onSuccess: (answer) => {
        setCode('');
        setOutcome(voucherOutcome(answer.selection.discounts.vouchers, voucher));
      },
    });
  };

  return (
    <div className="cart-vouchers">
      {applied.length > 0 ? (
        <ul className="cart-vouchers__applied">
          {applied.map((voucher) => (
            <li key={voucher.voucher} className="cart-vouchers__voucher">
              <span>
                <strong>{voucher.voucher}</strong> {voucher.description}
                {voucher.applies ? null : (
                  <span className="cart-vouchers__problem">
                    {' '}
                    Not applied: {voucher.problem ?? 'it does not apply to this bag'}.
                  </span>
                )}
              </span>
              {voucher.applies ? <Price amount={voucher.priceOffAsNumber} format={format} /> : null}
              <button
                type="button"
                className="cart-vouchers__remove"
                disabled={remove.isPending}
                onClick={() => {
                  setOutcome('');
                  remove.mutate(voucher.voucher);
                }}
              >
                Remove<VisuallyHidden> voucher {voucher.voucher}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {remove.isError ? (
        <p className="cart-message cart-message--error" role="status">
          {problemMessage(remove.error)}
        </p>
      ) : null}
      {/* Always in the page, so the words put in it are announced. */}
      <VisuallyHidden role="status" data-voucher-outcome="">
        {outcome}
      </VisuallyHidden>
      <form className="cart-vouchers__form" onSubmit={submit} noValidate>
        <TextField
          id={`${idPrefix}-voucher-code`}
          label="Voucher code"
          name="voucher"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          maxLength={64}
          error={add.isError ? problemMessage(add.error) : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (add.isError) add.reset();
          }}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending || !code.trim()}>
          {add.isPending ? 'Applying…' : 'Apply'}
        </Button>
      </form>
    </div>
  );
}
