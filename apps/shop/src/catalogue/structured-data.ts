import type { ProductPage } from '@cairn/commerce-client';
import { productImageUrl } from './images.ts';

/** schema.org JSON-LD for a product page: Product with its Offers, and the BreadcrumbList. */
export function productStructuredData(
  product: ProductPage,
  breadcrumbs: { uri: string; name: string }[],
  origin: string,
) {
  const url = new URL(product.uri, origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${product.brandName} ${product.name}`,
      sku: product.sku,
      mpn: product.code,
      color: product.colour.name,
      description: product.excerpt,
      image: product.images.map(
        (image) => new URL(productImageUrl(image.filename, 960), origin).href,
      ),
      brand: { '@type': 'Brand', name: product.brandName },
      url,
      ...(product.rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
            },
          }
        : {}),
      offers: product.items.map((item) => ({
        '@type': 'Offer',
        sku: item.sku,
        name: `${product.name}, size ${item.size}`,
        price: product.priceAsNumber.toFixed(2),
        priceCurrency: 'GBP',
        availability: item.available
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [...breadcrumbs, { uri: product.uri, name: product.name }].map(
        (crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: new URL(crumb.uri, origin).href,
        }),
      ),
    },
  ];
}

/** The catalogue path a product sits under, root first: its home category and ancestors. */
export function productBreadcrumbs(product: ProductPage): { uri: string; name: string }[] {
  const named = product.categoryUris.map((uri, index) => ({
    uri,
    name: product.categoryName[index] ?? uri,
  }));
  const home = named[0];
  if (!home) return [];
  return named
    .filter((crumb) => home.uri === crumb.uri || home.uri.startsWith(`${crumb.uri}/`))
    .sort((a, b) => a.uri.split('/').length - b.uri.split('/').length);
}

/** JSON for a script element: `<` escaped so content can never close the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
