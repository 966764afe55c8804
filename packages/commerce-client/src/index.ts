export {
  type CatalogueClient,
  type CatalogueClientOptions,
  createCatalogueClient,
} from './catalogue/catalogue-client.ts';
export {
  type Category,
  type Facet,
  type Listing,
  type ListingFilter,
  type ListingRequest,
  type ListingSort,
  listingSorts,
  type Product,
  type ProductItem,
  type ProductPage,
} from './catalogue/types.ts';
export { ApiError, type Fetch } from './http/request.ts';
export {
  createOwnServerClient,
  type OwnServerClient,
  type OwnServerClientOptions,
} from './own-server/own-server-client.ts';
export type {
  Country,
  Globals,
  NavigationItem,
  PageMeta,
  ResolvedPage,
  Story,
  StoryBlock,
} from './own-server/types.ts';
