export { type Api, type CreateApiOptions, createApi, type Readiness } from './app.ts';
export { type PublicCachePolicy, publicCacheControl } from './cache/cache-control.ts';
export { cacheTag, cacheTagHeader, parseCacheTags } from './cache/cache-tags.ts';
export { createPurgeBus, type PurgeBus, type PurgeListener } from './cache/purge-bus.ts';
export { signStoryblokBody } from './cache/storyblok-webhook.ts';
export type { DemoOutboxMail } from './commerce/mail/demo-outbox-routes.ts';
export { type Config, ConfigError, loadConfig } from './config/config.ts';
export {
  demoSettingsAllowed,
  publicOrigin,
  refuseDemoSettingsInProduction,
} from './config/production-settings.ts';
export type { ContentSource, Story } from './content/content-source.ts';
export {
  createPreviewAccess,
  type PreviewAccess,
  previewCookieName,
} from './content/preview-access.ts';
export type { DatabaseOptions } from './db/database.ts';
export { addressFromChain } from './http/client-address.ts';
export { serverTimeouts, timeoutServerOptions } from './http/server-timeouts.ts';
export { createLogger, type Logger, loggablePath } from './observability/logger.ts';
export {
  cacheEvents,
  httpRequestDuration,
  metricsRegistry,
  type RouteKind,
  rateLimitDecisions,
  routeKind,
  watchRenderQueue,
} from './observability/metrics.ts';
export { metricsEndpoint, metricsPlacement } from './observability/metrics-endpoint.ts';
export {
  currentRequestId,
  observeRequests,
  requestLogger,
} from './observability/request-observer.ts';
export type { PageMeta } from './resolver/page-meta.ts';
export type { ResolvedPage } from './resolver/resolver-routes.ts';
export {
  describeMissingShopContents,
  type MissingPart,
} from './setup/shop-contents.ts';
export {
  closeRedis,
  connectRedis,
  createRedisClient,
  duplicateRedisClient,
  redisReachable,
  sharedChannel,
} from './shared-state/redis-client.ts';
