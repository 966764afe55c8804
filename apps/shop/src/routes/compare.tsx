import { attributeLabel, type Product } from '@cairn/commerce-client';
import { productsBySkuQueryOptions } from '@cairn/commerce-client/query';
import { Price, RatingStars } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { productImageUrl } from '../catalogue/images.ts';
import { toggleCompareAtom } from '../compare/compare-state.ts';
import { useCompareSkus } from '../compare/use-compare-skus.ts';
import { ownAddress, seo } from '../seo/seo.ts';
import { SiteLink } from '../site/SiteLink.tsx';

/** `/compare`: the chosen products side by side, kept across reloads. */
export const Route = createFileRoute('/compare')({
  head: ({ match }) =>
    seo({ title: 'Compare products', robots: 'noindex, follow', canonical: ownAddress(match) }),
  component: ComparePage,
});

function ComparePage() {
  const { catalogue } = Route.useRouteContext();
  const skus = useCompareSkus();
  const remove = useSetAtom(toggleCompareAtom);
  const { data: products = [], isPending } = useQuery({
    ...productsBySkuQueryOptions(catalogue, skus),
    enabled: skus.length > 0,
  });
  return (
    <div className="shop-compare">
      <h1>Compare products</h1>
      {skus.length === 0 ? (
        <p>
          Nothing to compare yet. Choose <strong>Compare</strong> on up to four products, then come
          back here. <SiteLink href="/all">Browse all products</SiteLink>
        </p>
      ) : isPending ? (
        <p aria-live="polite">Loading your products…</p>
      ) : (
        <CompareTable products={products} onRemove={remove} />
      )}
    </div>
  );
}

function CompareTable({
  products,
  onRemove,
}: {
  products: Product[];
  onRemove: (sku: string) => void;
}) {
  const attributes = [
    ...new Set(products.flatMap((product) => Object.keys(product.attributes))),
  ].sort();
  return (
    <div className="shop-compare__scroll">
      <table className="shop-compare__table">
        <caption className="cairn-visually-hidden">The products you chose, side by side</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.sku} scope="col">
                <img
                  src={productImageUrl(product.thumbnail.image.filename, 320)}
                  alt=""
                  width={160}
                  height={200}
                  loading="lazy"
                />
                <SiteLink href={product.uri}>
                  {product.brandName} {product.name}
                </SiteLink>
                <button
                  type="button"
                  className="shop-compare__remove"
                  onClick={() => onRemove(product.sku)}
                >
                  Remove<span className="cairn-visually-hidden"> {product.name}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {products.map((product) => (
              <td key={product.sku}>
                <Price
                  amount={product.priceAsNumber}
                  beforeDiscount={product.priceBeforeDiscountAsNumber}
                />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Colour</th>
            {products.map((product) => (
              <td key={product.sku}>{product.colour.name}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Rating</th>
            {products.map((product) => (
              <td key={product.sku}>
                {product.rating.count > 0 ? (
                  <RatingStars
                    average={product.rating.average}
                    count={product.rating.count}
                    size="small"
                  />
                ) : (
                  'Not yet rated'
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Sizes in stock</th>
            {products.map((product) => (
              <td key={product.sku}>
                {product.items
                  .filter((item) => item.available)
                  .map((item) => item.size)
                  .join(', ') || 'Sold out'}
              </td>
            ))}
          </tr>
          {attributes.map((name) => (
            <tr key={name}>
              <th scope="row">{attributeLabel(name)}</th>
              {products.map((product) => (
                <td key={product.sku}>{product.attributes[name] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
