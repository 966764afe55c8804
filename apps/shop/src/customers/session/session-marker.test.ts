import { createClientState, memoryStorage } from '@cairn/commerce-client';
import { describe, expect, it, vi } from 'vitest';
import {
  customerMarkKey,
  isLoggedIn,
  markCustomer,
  subscribeToSession,
  tokenFingerprint,
} from './session-marker.ts';

describe('the customer mark', () => {
  it('given a guest with a cart token, says not logged in', () => {
    const state = createClientState(memoryStorage({ 'cairn.cart-token': 'guest-token' }));
    expect(isLoggedIn(state)).toBe(false);
  });

  it('given a marked token, says logged in, without storing the token twice', () => {
    const state = createClientState(memoryStorage({ 'cairn.cart-token': 'customer-token' }));
    markCustomer(state, true);
    expect(isLoggedIn(state)).toBe(true);
    expect(state.storage.get(customerMarkKey)).toBe(tokenFingerprint('customer-token'));
    expect(state.storage.get(customerMarkKey)).not.toContain('customer-token');
  });

  it('when the token changes (a new guest session), is no longer logged in', () => {
    const state = createClientState(memoryStorage({ 'cairn.cart-token': 'customer-token' }));
    markCustomer(state, true);
    state.setCartToken('new-guest-token');
    expect(isLoggedIn(state)).toBe(false);
  });

  it('when the token is cleared, is not logged in', () => {
    const state = createClientState(memoryStorage({ 'cairn.cart-token': 'customer-token' }));
    markCustomer(state, true);
    state.setCartToken(null);
    expect(isLoggedIn(state)).toBe(false);
  });

  it('tells subscribers about login and logout until they unsubscribe', () => {
    const state = createClientState(memoryStorage({ 'cairn.cart-token': 'customer-token' }));
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    markCustomer(state, true);
    markCustomer(state, false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    markCustomer(state, true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives different tokens different fingerprints', () => {
    expect(tokenFingerprint('a')).not.toBe(tokenFingerprint('b'));
    expect(tokenFingerprint('same')).toBe(tokenFingerprint('same'));
  });
});
