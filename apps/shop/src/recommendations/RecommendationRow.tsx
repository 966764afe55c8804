import type { RecommendedProduct } from '@cairn/commerce-client';
import { type LinkComponentProps, ProductCard } from '@cairn/ui';
import { Link } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useDeferredValue } from 'react';
import { productImageUrl } from '../catalogue/images.ts';
import { useRecommendationClick } from './use-recommendations.ts';

type RecommendationRowProps = {
  title: string;
  products: RecommendedProduct[] | undefined;
  headingLevel?: 2 | 3;
  /** Called after a card is clicked (the bag closes itself). */
  onNavigate?: () => void;
};

/**
 * A titled row of recommended products. Nothing at all until there are products: the server
 * and the first client render agree, and an empty answer leaves no empty heading.
 */
export function RecommendationRow({
  title,
  products: answered,
  headingLevel = 2,
  onNavigate,
}: RecommendationRowProps) {
  // Recommendations arrive after the page is interactive, through a query store update that
  // React renders synchronously; deferring the row lets React render it in short, interruptible
  // slices instead of one long task a shopper's tap would wait behind.
  const products = useDeferredValue(answered);
  if (!products || products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="shop-recommendations" aria-label={title}>
      <Heading className="shop-recommendations__title">{title}</Heading>
      <ul className="shop-product-grid">
        {products.map((product) => (
          <li key={product.id}>
            <RecommendedCard
              product={product}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a click on the current card does; read by the card's link. */
const CardClick = createContext<(() => void) | null>(null);

/** The card's one link: a site link that also reports the click with the product's ticket. */
function RecommendationLink({ href, onClick, ...props }: LinkComponentProps) {
  const reportClick = useContext(CardClick);
  return (
    <Link
      to={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        reportClick?.();
      }}
    />
  );
}

function RecommendedCard({
  product,
  headingLevel,
  onNavigate,
}: {
  product: RecommendedProduct;
  headingLevel: 3 | 4;
  onNavigate?: () => void;
}) {
  const click = useRecommendationClick();
  const { ticket, sku } = product;
  const reportClick = useCallback(() => {
    click({ ticket, sku });
    onNavigate?.();
  }, [click, ticket, sku, onNavigate]);
  return (
    <CardClick.Provider value={reportClick}>
      <ProductCard
        product={product}
        imageSrc={productImageUrl}
        sizes="(min-width: 1024px) 25vw, 50vw"
        linkComponent={RecommendationLink}
        headingLevel={headingLevel}
      />
    </CardClick.Provider>
  );
}
