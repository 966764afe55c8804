import { createCatalogueClient, createOwnServerClient } from '@cairn/commerce-client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
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
  hydrateRoot(document, <RouterClient router={router} />, reactRootErrorOptions);
});
