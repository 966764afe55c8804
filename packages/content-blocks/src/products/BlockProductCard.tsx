import { type LinkComponentProps, ProductCard } from '@cairn/ui/static';
import type { BlockProduct } from '../data/block-data.tsx';
import { BlockLink } from '../links/BlockLink.tsx';

/**
 * The card's link, through `BlockLink` like every content link: normalised, the shop's link
 * component inside the shop, a plain `<a>` out of it.
 */
function CardLink({ href, className, children }: LinkComponentProps) {
  return (
    <BlockLink link={href} className={className}>
      {children}
    </BlockLink>
  );
}

/**
 * A product in a product block, as @cairn/ui's `ProductCard`. The shop hands blocks an image
 * it has already sized, so the card shows it as it is.
 */
export function BlockProductCard({ product, id }: { product: BlockProduct; id?: string }) {
  const image = product.image?.src
    ? { image: { filename: product.image.src, alt: product.image.alt ?? '' } }
    : undefined;
  return (
    <ProductCard
      id={id}
      product={{
        uri: product.href,
        name: product.name,
        brandName: product.brandName,
        priceAsNumber: product.priceAsNumber,
        priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
        thumbnail: image,
      }}
      currencyFormat={product.currencyFormat}
      linkComponent={CardLink}
    />
  );
}
