import { VisuallyHidden } from '@cairn/ui/static';
import { BlockImage } from '../../assets/BlockImage.tsx';
import { type BlockProduct, useBlockData } from '../../data/block-data.tsx';
import { BlockProductCard } from '../../products/BlockProductCard.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `spotlight-hotspot`: a product marked on the picture, `x`/`y` in percent from top left. */
export type SpotlightHotspotBlock = BlokOf<'spotlight-hotspot'>;

/**
 * `image-product-spotlight`: a picture (a kitted-out walker, say) with numbered markers on the
 * products in it, and those products as cards. Products from `getProductsBySku`.
 */
export type ImageProductSpotlightBlock = BlokOf<'image-product-spotlight'>;

function percent(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.min(Math.max(number, 0), 100) : 50;
}

export function ImageProductSpotlight({
  blok,
  mobile,
  index,
}: BlockProps<ImageProductSpotlightBlock>) {
  const { getProductsBySku } = useBlockData();
  const title = text(blok.title);
  const intro = text(blok.text);
  const hotspots = nestedBlocks<SpotlightHotspotBlock>(blok.hotspots).filter((spot) =>
    text(spot.sku),
  );
  const skus = hotspots.map((spot) => text(spot.sku) ?? '');
  const products = new Map<string, BlockProduct>(
    (getProductsBySku?.(skus) ?? []).map((product) => [product.sku, product]),
  );
  const shown = hotspots.flatMap((spot) => {
    const product = products.get(text(spot.sku) ?? '');
    return product ? [{ spot, product }] : [];
  });
  const cardId = (sku: string) => `spotlight-${blok._uid}-${sku}`.replace(/[^\w-]/g, '-');
  return (
    <div className={`cairn-block-spotlight${mobile ? ' cairn-block-spotlight--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      {intro && <p className="cairn-block-spotlight__intro">{intro}</p>}
      <div className="cairn-block-spotlight__layout">
        <div className="cairn-block-spotlight__picture">
          <BlockImage
            image={blok.image}
            className="cairn-block-spotlight__image"
            priority={index === 0}
            sizes="(min-width: 1024px) 60vw, 100vw"
          />
          {shown.map(({ spot, product }, position) => (
            <a
              key={spot._uid}
              href={`#${cardId(product.sku)}`}
              className="cairn-block-spotlight__marker"
              style={{ left: `${percent(spot.x)}%`, top: `${percent(spot.y)}%` }}
            >
              <VisuallyHidden>{`${position + 1}: ${product.name}`}</VisuallyHidden>
              <span aria-hidden="true">{position + 1}</span>
            </a>
          ))}
        </div>
        {shown.length > 0 && (
          <ol className="cairn-block-spotlight__products">
            {shown.map(({ spot, product }) => (
              <li key={spot._uid}>
                <BlockProductCard product={product} id={cardId(product.sku)} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
