import type { RetiredProduct } from '@cairn/commerce-client';
import { SiteLink } from '../site/SiteLink.tsx';

/**
 * The page of a product the shop no longer sells, served with HTTP status 410 and kept out of
 * search engines: says so by name and points on to its category, its brand and search.
 */
export function RetiredProductPage({ product }: { product: RetiredProduct }) {
  const search = `/search?q=${encodeURIComponent(product.name)}`;
  return (
    <div className="shop-error" role="status">
      <meta name="robots" content="noindex" />
      <h1>{product.name} is no longer sold</h1>
      <p>
        We no longer sell the {product.brand.name} {product.name}. Something like it may be waiting:
      </p>
      <ul>
        {product.category ? (
          <li>
            <SiteLink href={product.category.uri}>More in {product.category.name}</SiteLink>
          </li>
        ) : null}
        <li>
          <SiteLink href={`/brands/${product.brand.slug}`}>More from {product.brand.name}</SiteLink>
        </li>
        <li>
          <SiteLink href={search}>Search the shop for {product.name}</SiteLink>
        </li>
      </ul>
    </div>
  );
}
