import { Price } from '@cairn/ui';
import type { BlockProduct } from '../data/block-data.tsx';
import { BlockLink } from '../links/BlockLink.tsx';

/**
 * A small product card (image, brand, name, price) for product blocks. @cairn/ui has no card
 * yet; this one can move there when it does.
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  id,
}: {
  product: BlockProduct;
  headingLevel?: 'h3' | 'h4';
  id?: string;
}) {
  const Heading = headingLevel;
  return (
    <article className="cairn-block-product-card" id={id}>
      {product.image?.src && (
        <img
          className="cairn-block-product-card__image"
          src={product.image.src}
          alt={product.image.alt ?? ''}
          loading="lazy"
          decoding="async"
        />
      )}
      <Heading className="cairn-block-product-card__name">
        <BlockLink link={product.href} className="cairn-block-product-card__link">
          {product.brandName && (
            <>
              <span className="cairn-block-product-card__brand">{product.brandName}</span>{' '}
            </>
          )}
          {product.name}
        </BlockLink>
      </Heading>
      <Price
        amount={product.priceAsNumber}
        beforeDiscount={product.priceBeforeDiscountAsNumber}
        format={product.currencyFormat}
        className="cairn-block-product-card__price"
      />
    </article>
  );
}
