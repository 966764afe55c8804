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

mountApp(() => {
  const router = getRouter({
    shop: createOwnServerClient({ baseUrl: window.location.origin }),
    catalogue: createCatalogueClient({ baseUrl: window.location.origin }),
    origin: window.location.origin,
    // The same address the server names as the build's entry script.
    buildId: new URL(import.meta.url).pathname,
    // As the server rendered them on <html>, so hydration matches.
    demo: document.documentElement.dataset.demo === 'true',
    previewVerified: document.documentElement.dataset.preview === 'true',
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (issue 16's total blocking time on a phone); a click
  // meanwhile makes React hydrate what was clicked first. Next.js and Remix hydrate the same way.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />, reactRootErrorOptions);
  });
});
