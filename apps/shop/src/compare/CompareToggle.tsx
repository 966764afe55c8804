import { useSetAtom } from 'jotai';
import { toggleCompareAtom } from './compare-state.ts';
import { useCompareSkus } from './use-compare-skus.ts';

/** Adds a product to the comparison, or takes it out. */
export function CompareToggle({ sku, name }: { sku: string; name: string }) {
  const chosen = useCompareSkus().includes(sku);
  const toggle = useSetAtom(toggleCompareAtom);
  return (
    <button
      type="button"
      className="shop-compare-toggle"
      aria-pressed={chosen}
      onClick={() => toggle(sku)}
    >
      {chosen ? 'In comparison' : 'Compare'}
      <span className="cairn-visually-hidden"> {name}</span>
    </button>
  );
}
