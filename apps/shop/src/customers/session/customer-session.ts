import type { Customer } from '@cairn/commerce-client';
import { commerceKeys, customerQueryOptions } from '@cairn/commerce-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useCommerce } from '../../commerce/commerce-context.tsx';
import { isLoggedIn, markCustomer, subscribeToSession } from './session-marker.ts';

export type BrowserCommerce = NonNullable<ReturnType<typeof useCommerce>>;

/**
 * The browser's commerce client, for components that render only after hydration (inside
 * `ClientOnly`); on the server there is none, and asking for it is a mistake.
 */
export function useBrowserCommerce(): BrowserCommerce {
  const commerce = useCommerce();
  if (!commerce)
    throw new Error('useBrowserCommerce renders only in the browser: wrap in ClientOnly');
  return commerce;
}

/**
 * Whether this browser is logged in; re-renders on login and logout, in this tab or another.
 * False on the server and while hydrating.
 */
export function useLoggedIn(): boolean {
  const commerce = useCommerce();
  return useSyncExternalStore(
    subscribeToSession,
    () => (commerce ? isLoggedIn(commerce.state) : false),
    () => false,
  );
}

export type CustomerSession =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'customer'; customer: Customer };

/**
 * The customer this browser is logged in as. A failed customer fetch logs out (requirements
 * R-FLOW-3): the session expired, or was ended by a password change elsewhere.
 */
export function useCustomerSession(): CustomerSession {
  const { client } = useBrowserCommerce();
  const loggedIn = useLoggedIn();
  const { endSession } = useSessionActions();
  const customer = useQuery({ ...customerQueryOptions(client), enabled: loggedIn });
  const failed = loggedIn && customer.isError;
  useEffect(() => {
    if (failed) void endSession();
  }, [failed, endSession]);
  if (!loggedIn || failed) return { status: 'guest' };
  return customer.data ? { status: 'customer', customer: customer.data } : { status: 'loading' };
}

/** Query keys of what only a logged-in customer has: dropped on login and logout. */
const customerData = [
  commerceKeys.customer(),
  [...commerceKeys.all, 'orders'],
  [...commerceKeys.all, 'order'],
  [...commerceKeys.all, 'wishlist'],
] as const;

let ending: Promise<void> | undefined;

/** Starting and ending the customer session, with the query cache kept in step. */
export function useSessionActions() {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** After login or registration: the token is the customer's now. */
  const startSession = useCallback(
    (customer: Customer) => {
      if (!commerce) return;
      markCustomer(commerce.state, true);
      for (const queryKey of customerData) queryClient.removeQueries({ queryKey });
      queryClient.setQueryData(commerceKeys.customer(), customer);
      // The cart stays with the session and is read again; its country is kept (requirements R-FLOW-6).
      void queryClient.invalidateQueries({ queryKey: commerceKeys.selection() });
    },
    [commerce, queryClient],
  );

  /**
   * Logs out (requirements R-FLOW-2): ends the session on the server, clears the stored token and
   * every commerce store, and goes home unless told not to. Calls while one runs share it.
   */
  const endSession = useCallback(
    ({ goHome = true }: { goHome?: boolean } = {}): Promise<void> => {
      if (!commerce) return Promise.resolve();
      if (ending) return ending;
      const { client, state } = commerce;
      ending = (async () => {
        markCustomer(state, false);
        try {
          if (state.cartToken) await client.logout();
        } catch {
          // The server may have ended the session already; locally it ends either way.
        }
        state.setCartToken(null);
        // Removed rather than refetched: without a customer they would only fail.
        for (const queryKey of customerData) queryClient.removeQueries({ queryKey });
        await queryClient.resetQueries({ queryKey: commerceKeys.all });
        if (goHome) await navigate({ to: '/' });
      })().finally(() => {
        ending = undefined;
      });
      return ending;
    },
    [commerce, queryClient, navigate],
  );

  return { startSession, endSession };
}
