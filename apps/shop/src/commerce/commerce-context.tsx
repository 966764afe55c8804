import {
  type ClientState,
  type CommerceClient,
  createClientState,
  createCommerceClient,
  webStorage,
} from '@cairn/commerce-client';
import { createContext, type ReactNode, useContext, useState } from 'react';

type Commerce = { client: CommerceClient; state: ClientState };

const CommerceContext = createContext<Commerce | null>(null);

/**
 * The commerce client of this browser: the cart token and recommendation keys live in
 * localStorage (requirements R-DATA-18), so the bag and the account are client state. On the
 * server there is none: components render their empty or loading state there and on the
 * first client render alike, so hydration matches, then load.
 */
export function CommerceProvider({
  baseUrl,
  children,
}: {
  /** A Centra checkout API (RouterContext.commerceUrl); default this page's origin's `/commerce`. */
  baseUrl?: string | undefined;
  children: ReactNode;
}) {
  const [commerce] = useState<Commerce | null>(() => {
    if (typeof window === 'undefined') return null;
    const state = createClientState(webStorage());
    return {
      state,
      client: createCommerceClient({
        baseUrl: baseUrl ?? `${window.location.origin}/commerce`,
        state,
      }),
    };
  });
  return <CommerceContext.Provider value={commerce}>{children}</CommerceContext.Provider>;
}

/** The browser's commerce client and client-stored state; null while rendering on the server. */
export function useCommerce(): Commerce | null {
  return useContext(CommerceContext);
}
