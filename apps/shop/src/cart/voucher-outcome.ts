import type { AppliedVoucher } from '@cairn/commerce-client';

/**
 * What applying `code` did to the bag, as one sentence for the voucher form's live region: the
 * code applied, and any code that stopped applying because of it (two order-wide codes do not
 * stack: the bag keeps the one that saves more), or why the code itself does not apply. The
 * reasons are the backend's (`problem`); the code is matched as the backend stores it.
 */
export function voucherOutcome(vouchers: readonly AppliedVoucher[], code: string): string {
  const wanted = code.trim().toUpperCase();
  const added = vouchers.find((voucher) => voucher.voucher.toUpperCase() === wanted);
  if (!added) return '';
  const notApplied = (voucher: AppliedVoucher) =>
    `${voucher.voucher} is not applied: ${voucher.problem ?? 'it does not apply to this bag'}.`;
  if (!added.applies) return notApplied(added);
  const others = vouchers.filter((voucher) => voucher !== added && !voucher.applies);
  return [`${added.voucher} is applied.`, ...others.map(notApplied)].join(' ');
}
