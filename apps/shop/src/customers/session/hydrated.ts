import { type ReactNode, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true from the first render after it. Components
 * that depend on browser state (the stored token, the customer) render the same placeholder in
 * both places, then switch, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Renders `children` only after hydration, `fallback` on the server and while hydrating. */
export function ClientOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}
