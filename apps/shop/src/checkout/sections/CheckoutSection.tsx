import type { ReactNode } from 'react';

/** One titled part of the checkout form; the title names the region for screen readers. */
export function CheckoutSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
