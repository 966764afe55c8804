import { BlockImage } from '../../assets/BlockImage.tsx';
import { type BlockProduct, useBlockData } from '../../data/block-data.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import { BlockProductCard } from '../../products/BlockProductCard.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/**
 * `product-story-item`: a product (by `sku`) or an editorial tile (image, heading, text, link).
 * With a SKU the product card is shown; when the product is unknown the tile is skipped.
 */
export type ProductStoryItemBlock = BlokOf<'product-story-item'>;

/** `product-story-grid`: products mixed with editorial tiles. Products from `getProductsBySku`. */
export type ProductStoryGridBlock = BlokOf<'product-story-grid'>;

export function ProductStoryGrid({ blok, mobile, index }: BlockProps<ProductStoryGridBlock>) {
  const { getProductsBySku } = useBlockData();
  const title = text(blok.title);
  const items = nestedBlocks<ProductStoryItemBlock>(blok.items);
  const skus = items.flatMap((item) => (text(item.sku) ? [text(item.sku) as string] : []));
  const products = new Map<string, BlockProduct>(
    (skus.length > 0 ? (getProductsBySku?.(skus) ?? []) : []).map((product) => [
      product.sku,
      product,
    ]),
  );
  return (
    <div
      className={`cairn-block-product-story-grid${mobile ? ' cairn-block-product-story-grid--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-product-story-grid__list">
        {items.map((item) => {
          const sku = text(item.sku);
          const product = sku ? products.get(sku) : undefined;
          if (sku && !product) return null;
          return <GridItem key={item._uid} blok={item} product={product} />;
        })}
      </ul>
    </div>
  );
}

function GridItem({ blok, product }: { blok: ProductStoryItemBlock; product?: BlockProduct }) {
  const editable = useEditable(blok);
  const heading = text(blok.heading);
  const body = text(blok.text);
  return (
    <li
      {...editable}
      className={[
        'cairn-block-product-story-grid__item',
        blok.wide ? 'cairn-block-product-story-grid__item--wide' : '',
        editable.className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {product ? (
        <BlockProductCard product={product} />
      ) : (
        <div className="cairn-block-story-tile">
          <BlockImage image={blok.image} className="cairn-block-story-tile__image" sizes="50vw" />
          {heading && (
            <h3 className="cairn-block-story-tile__heading">
              {hasLink(blok.link) ? (
                <BlockLink link={blok.link} className="cairn-block-story-tile__link">
                  {heading}
                </BlockLink>
              ) : (
                heading
              )}
            </h3>
          )}
          {body && <p className="cairn-block-story-tile__text">{body}</p>}
        </div>
      )}
    </li>
  );
}
