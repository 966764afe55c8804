import type { AppliedVoucher } from '@cairn/commerce-client';
import { describe, expect, it } from 'vitest';
import { voucherOutcome } from './voucher-outcome.ts';

const voucher = (code: string, problem?: string): AppliedVoucher => ({
  voucher: code,
  description: `${code} description`,
  priceOffAsNumber: problem ? 0 : 20,
  applies: !problem,
  ...(problem ? { problem } : {}),
});
const kept = (code: string) =>
  `only one order discount per bag: ${code} is kept because it saves you more`;

describe('voucherOutcome', () => {
  it('given a code that applies alone, says it is applied', () => {
    expect(voucherOutcome([voucher('WELCOME10')], 'welcome10')).toBe('WELCOME10 is applied.');
  });

  it('given a second order-wide code that saves more, says which was kept and why', () => {
    const bag = [voucher('WELCOME10', kept('TRAIL20')), voucher('TRAIL20')];
    expect(voucherOutcome(bag, 'TRAIL20')).toBe(
      'TRAIL20 is applied. WELCOME10 is not applied: only one order discount per bag: TRAIL20 is kept because it saves you more.',
    );
  });

  it('given a second code that saves less, says it is not applied and why', () => {
    const bag = [voucher('WELCOME10'), voucher('TRAIL20', kept('WELCOME10'))];
    expect(voucherOutcome(bag, ' trail20 ')).toBe(
      'TRAIL20 is not applied: only one order discount per bag: WELCOME10 is kept because it saves you more.',
    );
  });

  it('given a code the answer does not hold, says nothing', () => {
    expect(voucherOutcome([voucher('WELCOME10')], 'FREESHIP')).toBe('');
  });
});
