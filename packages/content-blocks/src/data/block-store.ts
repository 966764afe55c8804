import type { BlockStore } from './block-data.tsx';

/** A physical store as Cairn's stores client answers it. */
export type CatalogueStore = { slug: string; name: string; city?: string };

/** A store as `appointment-store` offers it. */
export function blockStore(store: CatalogueStore): BlockStore {
  return { slug: store.slug, name: store.name, ...(store.city && { town: store.city }) };
}
