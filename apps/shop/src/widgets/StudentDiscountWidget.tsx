import { useEffect } from 'react';
import { ConsentNeeded } from '../consent/ConsentNeeded.tsx';
import { useAllows } from '../consent/consent-state.ts';

const widgetId = 'student-discount-widget';

/** Once per page load: navigating away and back must not inject the provider twice. */
let injected = false;

/**
 * The student-discount provider's widget: its script is injected once, on first mount, with
 * the iframe address of the retailer's UK student offer, once the shopper has allowed
 * preference cookies (the provider's own). Without configuration or that consent, the page
 * explains the offer in plain text.
 */
export function StudentDiscountWidget({
  config,
}: {
  config: { scriptUrl: string; iframeUrl: string } | null;
}) {
  const allowed = useAllows('preferences');
  const live = config !== null && allowed;
  useEffect(() => {
    if (!live || !config || injected) return;
    injected = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = config.scriptUrl;
    script.dataset.iframe = config.iframeUrl;
    script.dataset.container = widgetId;
    document.body.append(script);
  }, [live, config]);
  if (live) {
    return <section id={widgetId} className="shop-student-widget" aria-label="Student discount" />;
  }
  return (
    <section
      className="shop-student-widget shop-student-widget--static"
      aria-labelledby="student-static"
    >
      <h2 id="student-static">How to get your student discount</h2>
      <ol>
        <li>
          Verify your student status with our student discount partner (free, takes a minute).
        </li>
        <li>Get your unique code: 10% off full-price kit, online and in store.</li>
        <li>Enter the code in your bag, or show it at the till.</li>
      </ol>
      {config ? (
        <ConsentNeeded category="preferences">our partner’s student verification</ConsentNeeded>
      ) : null}
    </section>
  );
}

/** For tests: forget that the script was injected. */
export function resetStudentDiscountInjection(): void {
  injected = false;
}
