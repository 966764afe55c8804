import type { Product, ProductPage } from '@cairn/commerce-client';
import { productsBySkuQueryOptions } from '@cairn/commerce-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { SiteLink } from '../site/SiteLink.tsx';
import { bundleSkus } from './bundle-skus.ts';

/** What a bundle holds, each part linked to its own page (sizes to choose for a flexible one). */
export function BundleContents({ product }: { product: ProductPage }) {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const bundle = product.bundleInfo;
  const { data: parts } = useSuspenseQuery(
    productsBySkuQueryOptions(catalogue, bundleSkus(product)),
  );
  if (!bundle) return null;
  const partFor = (sku: string) =>
    parts.find((part) => part.sku === sku || part.items.some((item) => item.sku === sku));
  return (
    <section className="shop-product__bundle" aria-label="In this bundle">
      <h2>{bundle.type === 'fixed' ? 'In this bundle' : 'Choose your sizes for each item'}</h2>
      <ul>
        {bundle.items.map((item) => (
          <li key={item.sku}>
            {item.quantity} × <PartName part={partFor(item.sku)} sku={item.sku} />
            {item.choices ? ` (sizes ${item.choices.join(', ')})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartName({ part, sku }: { part: Product | undefined; sku: string }) {
  if (!part) return <>{sku}</>;
  const size = part.items.find((item) => item.sku === sku)?.size;
  return (
    <SiteLink href={part.uri}>
      {part.brandName} {part.name}
      {size ? `, size ${size}` : ''}
    </SiteLink>
  );
}
