import type { Customer } from '@cairn/commerce-client';
import { Skeleton } from '@cairn/ui';
import { useNavigate } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useCustomerSession } from '../session/customer-session.ts';
import { ClientOnly } from '../session/hydrated.ts';

const AccountCustomer = createContext<Customer | null>(null);

/**
 * The account's auth check. The token lives in localStorage, so the check runs in the browser:
 * the server (and hydration) render a loading state; a guest, or a session the backend no longer
 * knows, is sent home (requirements R-ROUTE-4, R-RULE-5).
 */
export function AccountGate({ children }: { children: ReactNode }) {
  return (
    <ClientOnly fallback={<AccountLoading />}>
      <LiveGate>{children}</LiveGate>
    </ClientOnly>
  );
}

function LiveGate({ children }: { children: ReactNode }) {
  const session = useCustomerSession();
  const navigate = useNavigate();
  const guest = session.status === 'guest';
  useEffect(() => {
    if (guest) void navigate({ to: '/', replace: true });
  }, [guest, navigate]);
  if (session.status !== 'customer') return <AccountLoading />;
  return <AccountCustomer.Provider value={session.customer}>{children}</AccountCustomer.Provider>;
}

/** The logged-in customer, inside the account pages. */
export function useAccountCustomer(): Customer {
  const customer = useContext(AccountCustomer);
  if (!customer) throw new Error('useAccountCustomer is for pages inside AccountGate');
  return customer;
}

export function AccountLoading({ label = 'Loading your account' }: { label?: string }) {
  return (
    <div className="account-loading" aria-busy="true">
      <p className="cairn-visually-hidden">{label}</p>
      <Skeleton width="40%" height="2rem" />
      <Skeleton lines={3} />
    </div>
  );
}
