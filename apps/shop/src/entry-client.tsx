import { createCatalogueClient, createOwnServerClient } from '@cairn/commerce-client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { getRouter } from './router.tsx';
import '@cairn/ui/styles.css';
import '@cairn/content-blocks/styles.css';
import '@cairn/guide-filter/styles.css';
import './styles/shop.css';
import './styles/cart.css';
import './styles/account.css';
import './styles/appointments.css';

const router = getRouter({
  shop: createOwnServerClient({ baseUrl: window.location.origin }),
  catalogue: createCatalogueClient({ baseUrl: window.location.origin }),
  origin: window.location.origin,
  // The same address the server names as the build's entry script.
  buildId: new URL(import.meta.url).pathname,
});

hydrateRoot(document, <RouterClient router={router} />);
