import { createElement, useEffect } from 'react';
import { ConsentNeeded } from '../consent/ConsentNeeded.tsx';
import { useAllows } from '../consent/consent-state.ts';

const klarnaSdk = 'https://js.klarna.com/web-sdk/v1/klarna.js';

/**
 * Klarna's on-site messaging for the information page (placement key `info-page`, locale
 * en-GB). The SDK loads only in a production build with a client id from runtime
 * configuration, and only once the shopper has allowed marketing cookies (the SDK sets
 * Klarna's own); otherwise shoppers get the same facts as static text.
 */
export function KlarnaPlacement({ clientId }: { clientId: string | null }) {
  const configured = Boolean(clientId) && import.meta.env.PROD;
  const allowed = useAllows('marketing');
  const live = configured && allowed;
  useEffect(() => {
    if (!live || !clientId || document.querySelector(`script[src="${klarnaSdk}"]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = klarnaSdk;
    script.dataset.clientId = clientId;
    document.head.append(script);
  }, [live, clientId]);
  if (live) {
    return createElement('klarna-placement', {
      'data-key': 'info-page',
      'data-locale': 'en-GB',
      class: 'shop-klarna',
    });
  }
  return (
    <section className="shop-klarna shop-klarna--static" aria-labelledby="klarna-static">
      <h2 id="klarna-static">Pay later with Klarna</h2>
      <ul>
        <li>Pay in 3 interest-free instalments: the first at checkout, then every 30 days.</li>
        <li>Or pay in 30 days: try your kit at home before you pay.</li>
        <li>
          Choose Klarna at checkout; Klarna may run a soft credit check, which does not affect your
          credit score.
        </li>
      </ul>
      <p>Late payments may affect your ability to use Klarna. 18+, UK residents only.</p>
      {configured ? (
        <ConsentNeeded category="marketing">Klarna’s own messages about paying later</ConsentNeeded>
      ) : null}
    </section>
  );
}
