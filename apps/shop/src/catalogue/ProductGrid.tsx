import type { ListedProduct } from '@cairn/commerce-client';
import { ProductCard } from '@cairn/ui';
import { WishlistHeart } from '../customers/wishlist/WishlistHeart.tsx';
import { usePlainLinks } from '../site/plain-links.ts';
import { productImageUrl } from './images.ts';

/**
 * A grid of product cards; the first row loads eagerly, being the likely largest paint. The
 * cards' links are plain anchors, followed in the app from the grid (site/plain-links.ts).
 */
export function ProductGrid({ products, label }: { products: ListedProduct[]; label: string }) {
  const links = usePlainLinks({ keepScroll: false });
  return (
    <ul className="shop-product-grid" aria-label={label} {...links}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            imageSrc={productImageUrl}
            sizes="(min-width: 1024px) 25vw, 50vw"
            headingLevel={2}
            priority={index < 2}
            actions={<WishlistHeart product={product} />}
            {...(product.discountPercent > 0 ? { badge: `${product.discountPercent}% off` } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
