import { queryOptions } from '@tanstack/react-query';
import type { OwnServerClient } from '../own-server/own-server-client.ts';

/** Query keys for the own server, one factory per resource so keys are never written inline. */
export const ownServerKeys = {
  all: ['cairn'] as const,
  setup: () => [...ownServerKeys.all, 'setup'] as const,
  globals: (preview: boolean) => [...ownServerKeys.all, 'globals', { preview }] as const,
  contentEntries: (
    query: { startsWith?: string; uuids?: string[]; perPage?: number },
    preview: boolean,
  ) => [...ownServerKeys.all, 'content-entries', query, { preview }] as const,
  /** Every resolved page in the cache, whatever its address (to update or refetch them all). */
  pages: () => [...ownServerKeys.all, 'page'] as const,
  page: (uri: string, preview: boolean, release?: string) =>
    [...ownServerKeys.pages(), uri, { preview, release }] as const,
};

export function setupQueryOptions(client: OwnServerClient) {
  return queryOptions({
    queryKey: ownServerKeys.setup(),
    queryFn: ({ signal }) => client.getSetup({ signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function globalsQueryOptions(client: OwnServerClient, preview = false) {
  return queryOptions({
    queryKey: ownServerKeys.globals(preview),
    queryFn: ({ signal }) => client.getGlobals({ signal, preview }),
    staleTime: preview ? 0 : 5 * 60 * 1000,
  });
}

/** The resolved page at a full path, keyed by the path as the catch-all route is. */
export function pageQueryOptions(
  client: OwnServerClient,
  uri: string,
  { preview = false, release }: { preview?: boolean; release?: string } = {},
) {
  return queryOptions({
    queryKey: ownServerKeys.page(uri, preview, release),
    queryFn: ({ signal }) => client.resolvePage(uri, { signal, preview, release }),
    staleTime: preview ? 0 : 60 * 1000,
  });
}
