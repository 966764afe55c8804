import { Link, useRouterState } from '@tanstack/react-router';
import { useCompareSkus } from './use-compare-skus.ts';

/**
 * Once the shopper has chosen products to compare, a small tray fixed to the bottom corner
 * shows how many and links to /compare (where each can be removed). Fixed, so its arrival
 * after hydration (the choice lives in localStorage) shifts nothing; hidden on /compare itself.
 */
export function CompareTray() {
  const count = useCompareSkus().length;
  const onComparePage = useRouterState({
    select: (state) => state.location.pathname === '/compare',
  });
  if (count === 0 || onComparePage) return null;
  return (
    <aside className="shop-compare-tray" aria-label="Comparison">
      <Link to="/compare" className="shop-compare-tray__link">
        Compare {count} {count === 1 ? 'product' : 'products'}
      </Link>
    </aside>
  );
}
