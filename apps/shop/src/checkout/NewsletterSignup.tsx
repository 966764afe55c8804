import { Button, TextField } from '@cairn/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { problemMessage } from '../forms/server-errors.ts';

/**
 * An optional newsletter signup after an order (`POST /api/voyado-engage/newsletter-signup`):
 * double opt-in, so the answer is a link mailed to the address.
 */
export function NewsletterSignup({ email: orderEmail }: { email: string }) {
  const { shop } = useRouteContext({ from: '__root__' });
  const [email, setEmail] = useState(orderEmail);
  const signup = useMutation({ mutationFn: (address: string) => shop.newsletterSignup(address) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) signup.mutate(email.trim());
  };

  return (
    <section className="checkout-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="checkout-section__title">
        Trail news and offers
      </h2>
      {signup.isSuccess ? (
        <p className="cart-message" role="status">
          Thank you. Check your inbox to confirm: we have sent a link to {email.trim()}. Until you
          follow it we send nothing else, and you can leave any time from the link in each email.
        </p>
      ) : (
        <form className="checkout-newsletter__form" onSubmit={submit} noValidate>
          <p>New kit, guides and member offers, about twice a month. Optional.</p>
          <TextField
            id="newsletter-email"
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={signup.isError ? problemMessage(signup.error) : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (signup.isError) signup.reset();
            }}
          />
          <Button type="submit" variant="secondary" aria-disabled={signup.isPending || undefined}>
            {signup.isPending ? 'Signing up…' : 'Sign up'}
          </Button>
        </form>
      )}
    </section>
  );
}
