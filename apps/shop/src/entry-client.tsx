import { createCatalogueClient, createOwnServerClient } from '@cairn/commerce-client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getRouter } from './router.tsx';
import { installErrorHook, mountApp, reactRootErrorOptions } from './site/error-hook.ts';
import '@cairn/ui/styles.css';
import '@cairn/content-blocks/styles.css';
import '@cairn/guide-filter/styles.css';
import './styles/shop.css';
import './styles/cart.css';
import './styles/account.css';
import './styles/appointments.css';

// Uncaught errors from here on go to one hook that logs and records them.
installErrorHook();

/**
 * Ends the current task, so the browser can paint or answer a tap before the next step.
 * Evaluating the entry, building the router and starting hydration were one task of about
 * 40 ms on this machine, 150 ms on Lighthouse's phone: each step now is its own.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function startApp() {
  const router = mountApp(() =>
    getRouter({
      shop: createOwnServerClient({ baseUrl: window.location.origin }),
      catalogue: createCatalogueClient({ baseUrl: window.location.origin }),
      origin: window.location.origin,
      // The same address the server names as the build's entry script.
      buildId: new URL(import.meta.url).pathname,
      // As the server rendered them on <html>, so hydration matches.
      commerceUrl: document.documentElement.dataset.commerceUrl,
      demo: document.documentElement.dataset.demo === 'true',
      previewVerified: document.documentElement.dataset.preview === 'true',
    }),
  );
  return nextTask().then(() =>
    mountApp(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (issue 16's total blocking time on a phone);
      // a click meanwhile makes React hydrate what was clicked first. Next.js and Remix hydrate
      // the same way.
      startTransition(() => {
        hydrateRoot(document, <RouterClient router={router} />, reactRootErrorOptions);
      });
    }),
  );
}

// Not a top-level await: the bundler would then split the entry from the code it imports.
void nextTask().then(startApp);
