import { attributeLabel, type ProductPage as ProductPageData } from '@cairn/commerce-client';
import { productsBySkuQueryOptions } from '@cairn/commerce-client/query';
import { Breadcrumbs, Price, RatingStars } from '@cairn/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense, useId, useState } from 'react';
import { AddToBag } from '../cart/AddToBag.tsx';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { WishlistHeart } from '../customers/wishlist/WishlistHeart.tsx';
import { ProductRecommendations } from '../recommendations/ProductRecommendations.tsx';
import { deferred } from '../site/deferred.tsx';
import { SiteLink } from '../site/SiteLink.tsx';
import { BundleContents } from './BundleContents.tsx';
import { ColourSwatches } from './ColourSwatches.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { productBreadcrumbs } from './structured-data.ts';

// The content blocks' code loads only for a product with editorial blocks (issue 16).
const ProductStory = deferred('product-story', () =>
  import('./ProductStory.tsx').then((module) => module.ProductStory),
);

/** A product page: gallery, name and price, colours, sizes with stock, details. */
export function ProductPage({ product: served }: { product: ProductPageData }) {
  const product = useFreshStock(served);
  const sizeLegend = useId();
  const firstAvailable = product.items.find((item) => item.available)?.sku;
  const [size, setSize] = useState(product.items.length === 1 ? firstAvailable : undefined);
  const chosen = product.items.find((item) => item.sku === size);
  const price = (
    <Price amount={product.priceAsNumber} beforeDiscount={product.priceBeforeDiscountAsNumber} />
  );
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
          <p className="shop-product__price">{price}</p>
          <ColourSwatches product={product} />
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
            name={product.name}
            price={price}
            size={chosen?.size}
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
      {product.story ? <ProductStory story={product.story} /> : null}
      <Suspense fallback={null}>
        <ProductRecommendations sku={product.sku} />
      </Suspense>
    </article>
  );
}

/**
 * The product with sizes and stock asked afresh once the page has hydrated: the page itself may
 * come from a shared cache (purged when an order takes stock, but a shopper may have had the
 * page open for a while). The query runs in the browser only (useQuery does not fetch during a
 * server render), so the server HTML and the first client render agree.
 */
function useFreshStock(product: ProductPageData): ProductPageData {
  const { catalogue } = useRouteContext({ from: '__root__' });
  const { data: fresh } = useQuery({
    ...productsBySkuQueryOptions(catalogue, [product.sku]),
    staleTime: 0,
    select: (products) => products.find((candidate) => candidate.sku === product.sku),
  });
  return fresh ? { ...product, items: fresh.items, available: fresh.available } : product;
}
