import { setupQueryOptions } from '@cairn/commerce-client/query';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

/** A country's name from the shop's setup ("United Kingdom" for "GB"); the code until it loads. */
export function useCountryName(code: string | undefined): string | undefined {
  const { shop } = useRouteContext({ from: '__root__' });
  const { data: setup } = useQuery(setupQueryOptions(shop));
  return setup?.countries.find((entry) => entry.code === code)?.name ?? code;
}
