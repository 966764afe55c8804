// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveForProvider, paymentReturnPages, providerForm } from './payment-action.ts';

describe("following Centra's payment actions", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the receipt and the checkout as the return pages', () => {
    expect(paymentReturnPages('https://shop.example')).toEqual({
      paymentReturnPage: 'https://shop.example/success',
      paymentFailedPage: 'https://shop.example/checkout?payment=cancelled',
    });
  });

  it("reads a provider's form: its address, method and named fields, nothing else", () => {
    const form = providerForm(
      '<form method="POST" action="https://psp.example/pay"><input type="hidden" name="attempt" value="a1"><input name="amount" value="12.50"><script>alert(1)</script><img src=x onerror="alert(2)"></form>',
    );
    expect(form).toEqual({
      action: 'https://psp.example/pay',
      method: 'post',
      fields: [
        ['attempt', 'a1'],
        ['amount', '12.50'],
      ],
    });
    // A form that would run script or stay nowhere is not followed.
    expect(providerForm('<form action="javascript:alert(1)"></form>')).toBeUndefined();
    expect(providerForm('<p>no form</p>')).toBeUndefined();
  });

  it('posts the form it read, and goes to a redirect address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.action).toBe('https://psp.example/pay');
      expect(this.method).toBe('post');
      expect(Object.fromEntries(new FormData(this))).toEqual({ attempt: 'a1' });
    });
    expect(
      leaveForProvider({
        action: 'form',
        formHtml:
          '<form method="post" action="https://psp.example/pay"><input type="hidden" name="attempt" value="a1"></form>',
      }),
    ).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
    expect(leaveForProvider({ action: 'form', formHtml: '<div></div>' })).toBe(false);

    const assign = vi.fn();
    const page = { location: { assign } as unknown as Location, document };
    expect(leaveForProvider({ action: 'redirect', url: 'https://psp.example/r/1' }, page)).toBe(
      true,
    );
    expect(assign).toHaveBeenCalledWith('https://psp.example/r/1');
  });
});
