import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The drawing behind every image the service answers: an SVG at its natural size, which the
 * image routes resize and encode on request. A name without a row here is 404, so the service
 * only ever draws what the shop's data names.
 */
export const imageSources = pgTable(
  'image_sources',
  {
    /** `product` (`/images/products/{name}`) or `content` (`/images/content/{name}`). */
    kind: text('kind', { enum: ['product', 'content'] }).notNull(),
    /** The filename in the URL: 'northwall-…-104211-900-01.jpg', 'snowy-ridge.jpg'. */
    name: text('name').notNull(),
    svg: text('svg').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.name] })],
);

export type ImageKind = (typeof imageSources.$inferSelect)['kind'];
