import { useCustomerSession } from '../session/customer-session.ts';
import { ClientOnly } from '../session/hydrated.ts';

/** A personal line over the welcome story; nothing for guests, nor on the server. */
export function WelcomeGreeting() {
  return (
    <div className="account-greeting">
      <ClientOnly>
        <Greeting />
      </ClientOnly>
    </div>
  );
}

function Greeting() {
  const session = useCustomerSession();
  if (session.status !== 'customer') return null;
  const name = session.customer.firstName.trim();
  return <p>{name ? `Hello ${name}, your` : 'Your'} Cairn account is ready.</p>;
}
