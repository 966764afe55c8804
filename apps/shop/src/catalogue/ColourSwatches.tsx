import type { ProductPage } from '@cairn/commerce-client';
import { SiteLink } from '../site/SiteLink.tsx';

/** "Colour: Teal" and a swatch link for every colourway of the product, this one marked. */
export function ColourSwatches({ product }: { product: ProductPage }) {
  return (
    <div className="shop-product__colours">
      <p>
        Colour: <strong>{product.colour.name}</strong>
      </p>
      {product.otherColours.length > 0 ? (
        // Every colourway in code order, this one marked: with only the others shown, the
        // one swatch beside "Colour: Teal" read as teal even when it was Forest green.
        <ul aria-label="Colours">
          {[{ uri: product.uri, sku: product.sku, colour: product.colour }, ...product.otherColours]
            .sort((a, b) => a.sku.localeCompare(b.sku))
            .map((colourway) => (
              <li key={colourway.sku}>
                <SiteLink
                  href={colourway.uri}
                  className="shop-product__swatch"
                  aria-current={colourway.sku === product.sku ? 'page' : undefined}
                >
                  <span
                    className="shop-product__swatch-colour"
                    style={{ backgroundColor: colourway.colour.hex }}
                    aria-hidden="true"
                  />
                  <span className="cairn-visually-hidden">{colourway.colour.name}</span>
                </SiteLink>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
