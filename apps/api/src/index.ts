export { type Api, type CreateApiOptions, createApi } from './app.ts';
export { type Config, ConfigError, loadConfig } from './config/config.ts';
export type { ContentSource, Story } from './content/content-source.ts';
export type { DatabaseOptions } from './db/database.ts';
export type { PageMeta } from './resolver/page-meta.ts';
export type { ResolvedPage } from './resolver/resolver-routes.ts';
