// The API as the shop uses it: the factory and its types. The server code both apps share
// (configuration, logger, metrics, Redis, purge bus, cache tags, preview access) is
// @cairn/server-kit's; `signStoryblokBody` is here for the shop's journeys that call the webhook.
export { type Api, type CreateApiOptions, createApi } from './app.ts';
export { signStoryblokBody } from './cache/storyblok-webhook.ts';
export type { DemoOutboxMail } from './commerce/mail/demo-outbox-routes.ts';
export type { DatabaseOptions } from './db/database.ts';
