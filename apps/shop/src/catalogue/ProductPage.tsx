import {
  attributeLabel,
  type Product,
  type ProductPage as ProductPageData,
} from '@cairn/commerce-client';
import { productsBySkuQueryOptions } from '@cairn/commerce-client/query';
import { Breadcrumbs, Price, RatingStars } from '@cairn/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense, useId, useState } from 'react';
import { AddToBag } from '../cart/AddToBag.tsx';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { WishlistHeart } from '../customers/wishlist/WishlistHeart.tsx';
import { ProductRecommendations } from '../recommendations/ProductRecommendations.tsx';
import { SiteLink } from '../site/SiteLink.tsx';
import { bundleSkus } from './bundle-skus.ts';
import { ProductGallery } from './ProductGallery.tsx';
import { productBreadcrumbs } from './structured-data.ts';

/** A product page: gallery, name and price, colours, sizes with stock, details. */
export function ProductPage({ product }: { product: ProductPageData }) {
  const sizeLegend = useId();
  const firstAvailable = product.items.find((item) => item.available)?.sku;
  const [size, setSize] = useState(product.items.length === 1 ? firstAvailable : undefined);
  const chosen = product.items.find((item) => item.sku === size);
  return (
    <article className="shop-product">
      <Breadcrumbs
        items={productBreadcrumbs(product).map((crumb) => ({ href: crumb.uri, label: crumb.name }))}
        linkComponent={SiteLink}
      />
      <div className="shop-product__layout">
        {/* Hydrated on its own (see Layout): the gallery and the recommendations are heavy. */}
        <Suspense fallback={null}>
          <ProductGallery product={product} />
        </Suspense>
        <div className="shop-product__summary">
          <p className="shop-product__brand">
            <SiteLink href={`/brands/${product.brandSlug}`}>{product.brandName}</SiteLink>
          </p>
          <h1 className="shop-product__name">{product.name}</h1>
          {product.rating.count > 0 ? (
            <RatingStars average={product.rating.average} count={product.rating.count} />
          ) : null}
          <p className="shop-product__price">
            <Price
              amount={product.priceAsNumber}
              beforeDiscount={product.priceBeforeDiscountAsNumber}
            />
          </p>
          <div className="shop-product__colours">
            <p>
              Colour: <strong>{product.colour.name}</strong>
            </p>
            {product.otherColours.length > 0 ? (
              <ul aria-label="Other colours">
                {product.otherColours.map((other) => (
                  <li key={other.sku}>
                    <SiteLink href={other.uri} className="shop-product__swatch">
                      <span
                        className="shop-product__swatch-colour"
                        style={{ backgroundColor: other.colour.hex }}
                        aria-hidden="true"
                      />
                      <span className="cairn-visually-hidden">{other.colour.name}</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {product.bundleInfo ? <BundleContents product={product} /> : null}
          <fieldset className="shop-product__sizes" aria-describedby={`${sizeLegend}-stock`}>
            <legend id={sizeLegend}>Size</legend>
            <div className="shop-product__size-options" id={`${sizeLegend}-options`}>
              {product.items.map((item) => (
                <label
                  key={item.sku}
                  className="shop-product__size"
                  data-available={item.available}
                >
                  <input
                    type="radio"
                    name="size"
                    value={item.sku}
                    checked={size === item.sku}
                    disabled={!item.available}
                    onChange={() => setSize(item.sku)}
                  />
                  <span>{item.size}</span>
                  {!item.available ? (
                    <span className="cairn-visually-hidden"> (sold out)</span>
                  ) : null}
                </label>
              ))}
            </div>
            <p id={`${sizeLegend}-stock`} className="shop-product__stock" aria-live="polite">
              {!product.available
                ? 'Sold out in every size'
                : chosen
                  ? chosen.stock <= 3
                    ? `Only ${chosen.stock} left in ${chosen.size}`
                    : `In stock in ${chosen.size}`
                  : 'Choose a size'}
            </p>
          </fieldset>
          <AddToBag
            key={size}
            sku={chosen?.available ? chosen.sku : undefined}
            soldOut={!product.available}
            sizePickerId={`${sizeLegend}-options`}
          />
          <WishlistHeart product={product} variant="labelled" />
          <CompareToggle sku={product.sku} name={`${product.brandName} ${product.name}`} />
          <p className="shop-product__excerpt">{product.excerpt}</p>
        </div>
      </div>
      <section className="shop-product__details" aria-labelledby="product-details">
        <h2 id="product-details">Details</h2>
        <p>{product.description}</p>
        {Object.keys(product.attributes).length > 0 ? (
          <dl className="shop-product__attributes">
            {Object.entries(product.attributes).map(([name, value]) => (
              <div key={name}>
                <dt>{attributeLabel(name)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
      <Suspense fallback={null}>
        <ProductRecommendations sku={product.sku} />
      </Suspense>
    </article>
  );
}

function BundleContents({ product }: { product: ProductPageData }) {
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
