import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { serverMarkupOnly, shouldDehydrateQuery } from './dehydration.ts';

describe('shouldDehydrateQuery', () => {
  it('sends every query with the page but those only kept server markup shows', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['page'], { title: 'Home' });
    queryClient.setQueryData(['stores'], ['Keswick']);
    queryClient.getQueryCache().build(queryClient, { queryKey: ['stock'] });
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ['products'], meta: serverMarkupOnly })
      .setData(['Nevis GORE-TEX Jacket']);

    const sent = dehydrate(queryClient, { shouldDehydrateQuery }).queries.map(
      (query) => query.queryKey[0],
    );

    expect(sent.sort()).toEqual(['page', 'stock', 'stores']);
  });

  it('sends a query whose meta says nothing about the page', () => {
    expect(shouldDehydrateQuery({ meta: undefined })).toBe(true);
    expect(shouldDehydrateQuery({ meta: { other: 1 } })).toBe(true);
    expect(shouldDehydrateQuery({ meta: serverMarkupOnly })).toBe(false);
  });
});
