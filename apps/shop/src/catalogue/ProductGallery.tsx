import type { Product } from '@cairn/commerce-client';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Modal } from '../site/lazy-dialogs.tsx';
import { pdpZoomedInAtom } from '../view-state/atoms.ts';
import { productImageSrcSet, productImageUrl } from './images.ts';

/**
 * The product's photos in the required order (requirements R-DATA-9): 01 (the studio thumbnail) first, then by number.
 * Thumbnails are buttons that show their photo large.
 */
export function ProductGallery({ product }: { product: Product }) {
  const [selected, setSelected] = useState(0);
  // Zoomed view state lives in jotai (requirements R-DATA-17: pdpZoomedIn); the dialog locks scroll.
  const [zoomed, setZoomed] = useAtom(pdpZoomedInAtom);
  const images = product.images;
  const main = images[selected] ?? images[0];
  if (!main) return null;
  const describe = (image: (typeof images)[number], index: number) =>
    `${product.brandName} ${product.name} in ${product.colour.name}, ${
      image.model_image ? 'worn by a model' : 'studio photo'
    } ${index + 1} of ${images.length}`;
  return (
    <div className="shop-gallery">
      <div className="shop-gallery__main">
        <button
          type="button"
          className="shop-gallery__zoom"
          onClick={() => setZoomed(true)}
          aria-label={`Zoom in: ${describe(main, selected)}`}
        >
          <img
            src={productImageUrl(main.filename, 960)}
            srcSet={productImageSrcSet(main.filename)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={describe(main, selected)}
            width={960}
            height={1200}
            fetchPriority="high"
          />
        </button>
      </div>
      <Modal
        open={zoomed}
        onOpenChange={setZoomed}
        title={`${product.brandName} ${product.name}`}
        description={describe(main, selected)}
        displayTitle={false}
        className="shop-gallery__zoomed"
      >
        <img
          src={productImageUrl(main.filename, 1600)}
          alt={describe(main, selected)}
          width={1600}
          height={2000}
        />
      </Modal>
      {images.length > 1 ? (
        <ul className="shop-gallery__thumbs" aria-label="Product photos">
          {images.map((image, index) => (
            <li key={image.filename}>
              <button
                type="button"
                className="shop-gallery__thumb"
                aria-pressed={index === selected}
                aria-label={`Show photo ${index + 1}: ${image.model_image ? 'worn by a model' : 'studio'}`}
                onClick={() => setSelected(index)}
              >
                <img
                  src={productImageUrl(image.filename, 160)}
                  alt=""
                  width={160}
                  height={200}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
