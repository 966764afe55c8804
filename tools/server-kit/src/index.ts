export {
  cacheTag,
  cacheTagHeader,
  foldersOf,
  isCacheTag,
  parseCacheTags,
  storyTags,
} from './cache/cache-tags.ts';
export {
  createPurgeBus,
  type PurgeBus,
  type PurgeBusOptions,
  type PurgeListener,
} from './cache/purge-bus.ts';
export {
  type Config,
  type ConfigDefaults,
  ConfigError,
  configDefaults,
  loadConfig,
  withConfigDefaults,
} from './config/config.ts';
export {
  demoContentTokens,
  demoSettingsAllowed,
  demoSettingsInProduction,
  publicOrigin,
  refuseDemoSettingsInProduction,
} from './config/production-settings.ts';
export {
  type ServerTimeouts,
  serverTimeouts,
  timeoutServerOptions,
} from './http/server-timeouts.ts';
export {
  createLogger,
  type Logger,
  type LoggerOptions,
  loggablePath,
} from './observability/logger.ts';
export {
  cacheEvents,
  type DatabasePoolStats,
  databasePoolConnections,
  httpRequestDuration,
  imageEncodes,
  metricsRegistry,
  type RouteKind,
  rateLimitDecisions,
  redisUp,
  routeKind,
  summedGauge,
  watchDatabasePool,
  watchImageEncodes,
  watchRedis,
} from './observability/metrics.ts';
export {
  type MetricsEndpointOptions,
  metricsEndpoint,
  metricsPlacement,
  type ReadinessCheck,
} from './observability/metrics-endpoint.ts';
export { type Readiness, readinessAnswer } from './observability/readiness.ts';
export {
  currentRequestId,
  type ObserveRequestsOptions,
  observeRequests,
  requestLogger,
} from './observability/request-observer.ts';
export {
  createPreviewAccess,
  type PreviewAccess,
  type PreviewAccessOptions,
  previewCookieName,
  previewCookieSeconds,
  previewGranted,
} from './preview/preview-access.ts';
export {
  describeMissingShopContents,
  globalsSlug,
  type MissingPart,
} from './setup/shop-contents.ts';
export {
  closeRedis,
  connectRedis,
  createRedisClient,
  duplicateRedisClient,
  type RedisClientOptions,
  redisReachable,
  sharedChannel,
} from './shared-state/redis-client.ts';
