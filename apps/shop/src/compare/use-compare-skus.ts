import { useAtomValue } from 'jotai';
import { useHydrated } from '../customers/session/hydrated.ts';
import { compareSkusAtom } from './compare-state.ts';

/**
 * The skus chosen for comparison as a component may render them: none on the server and while
 * the component hydrates, the stored choice from the render after. The layout's tray hydrates
 * (and so reads localStorage) before the page's own Suspense boundary does; read straight from
 * the atom, the page would then hydrate with the stored choice against the server's "nothing
 * chosen" and React would throw its text mismatch (#418).
 */
export function useCompareSkus(): string[] {
  const skus = useAtomValue(compareSkusAtom);
  return useHydrated() ? skus : [];
}
