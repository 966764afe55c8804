import type { CSSProperties, ReactNode } from 'react';
import { Anchor, type LinkComponent } from '../link/link.tsx';
import type { CurrencyFormat } from '../price/format-price.ts';
import { Price } from '../price/Price.tsx';
import { RatingStars } from '../rating-stars/RatingStars.tsx';

/** The fields of a catalogue product a card shows (the commerce API's names). */
export type ProductCardProduct = {
  uri: string;
  name: string;
  /** Shown in bold before the name, and read with it as the link's name. */
  brandName?: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber?: number;
  /** Without a thumbnail the image box is still there, empty, so cards in a row line up. */
  thumbnail?: { image: { filename: string; alt: string } };
  colour?: { name: string; hex: string };
  rating?: { average: number; count: number };
  /** `false` adds an "Out of stock" note; missing means available. */
  available?: boolean;
};

export type ProductCardProps = {
  product: ProductCardProduct;
  /**
   * Builds the address of the thumbnail at a given width, for `src` and `srcset`. Without it
   * the thumbnail's `filename` is the image's address, used as it is (no `srcset`).
   */
  imageSrc?: (filename: string, width: number) => string;
  /** The widths offered in `srcset`; the middle one is the fallback `src`. */
  imageWidths?: number[];
  /** The `sizes` attribute: how wide the card is in the grid at each breakpoint. */
  sizes?: string;
  /** A router link; a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  headingLevel?: 2 | 3 | 4;
  /** Controls over the card (wishlist heart, compare toggle), kept outside the link. */
  actions?: ReactNode;
  /** A short label over the image, such as "New" or "Sale". */
  badge?: string;
  /** Loads the image eagerly at high priority: for the cards in the first screenful (LCP). */
  priority?: boolean;
  /** How the price is written (the commerce backend's `currencyFormat`); pounds by default. */
  currencyFormat?: CurrencyFormat;
  /** The card's `id`, for in-page links to it. */
  id?: string;
  className?: string;
};

const defaultWidths = [320, 480, 640];
/** Two columns on phones, three on tablets, four from the desktop breakpoint. */
const defaultSizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
/** The image box is 4:5 (see `--cairn-product-card-aspect`); width and height say the same. */
const aspect = { width: 4, height: 5 };

/**
 * A product in a listing. One link (on the name, stretched over the whole card), so the card
 * is one tab stop and reads as its name; the image space is reserved, so nothing shifts.
 */
export function ProductCard({
  product,
  imageSrc,
  imageWidths = defaultWidths,
  sizes = defaultSizes,
  linkComponent: Link = Anchor,
  headingLevel = 3,
  actions,
  badge,
  priority = false,
  currencyFormat,
  id,
  className,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.thumbnail?.image;
  const widths = [...imageWidths].sort((a, b) => a - b);
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)] ?? defaultWidths[1] ?? 480;
  const soldOut = product.available === false;
  const classes = ['cairn-product-card', soldOut && 'cairn-product-card--sold-out', className]
    .filter(Boolean)
    .join(' ');

  return (
    <article className={classes} id={id}>
      <div className="cairn-product-card__body">
        <Heading className="cairn-product-card__heading">
          <Link href={product.uri} className="cairn-product-card__link">
            {product.brandName && (
              <>
                <span className="cairn-product-card__brand">{product.brandName}</span>{' '}
              </>
            )}
            <span className="cairn-product-card__name">{product.name}</span>
          </Link>
        </Heading>
        {badge && <p className="cairn-product-card__badge">{badge}</p>}
        {product.colour && (
          // The swatch is the paragraph's ::before, in --cairn-swatch: no element of its own.
          <p
            className="cairn-product-card__colour"
            style={{ '--cairn-swatch': product.colour.hex } as CSSProperties}
          >
            {product.colour.name}
          </p>
        )}
        <Price
          className="cairn-product-card__price"
          amount={product.priceAsNumber}
          beforeDiscount={product.priceBeforeDiscountAsNumber}
          format={currencyFormat}
        />
        {product.rating && (
          <RatingStars size="small" average={product.rating.average} count={product.rating.count} />
        )}
        {soldOut && <p className="cairn-product-card__stock">Out of stock</p>}
      </div>
      <div className="cairn-product-card__media">
        {image && (
          <img
            className="cairn-product-card__image"
            {...imageSources(image.filename, { imageSrc, widths, fallbackWidth, sizes })}
            alt={image.alt}
            width={fallbackWidth}
            height={Math.round((fallbackWidth * aspect.height) / aspect.width)}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        )}
      </div>
      {actions && <div className="cairn-product-card__actions">{actions}</div>}
    </article>
  );
}

/** `src`, and `srcSet` with `sizes` when `imageSrc` can give the image at other widths. */
function imageSources(
  filename: string,
  {
    imageSrc,
    widths,
    fallbackWidth,
    sizes,
  }: Pick<ProductCardProps, 'imageSrc'> & {
    widths: number[];
    fallbackWidth: number;
    sizes: string;
  },
): { src: string; srcSet?: string; sizes?: string } {
  if (!imageSrc) return { src: filename };
  return {
    src: imageSrc(filename, fallbackWidth),
    srcSet: widths.map((width) => `${imageSrc(filename, width)} ${width}w`).join(', '),
    sizes,
  };
}
