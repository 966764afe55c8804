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
