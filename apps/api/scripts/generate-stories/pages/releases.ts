import type { DemoCatalogue } from '@cairn/demo-data';
import { accordion, productStoryGrid, promos, singleHero, trackingWidget } from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { sceneImage, scenePath } from '../images.ts';
import { pickSkus } from '../product-picks.ts';
import { type StoryFileJson, seo, storyFile } from '../story-file.ts';
import { homeStory } from './home.ts';

/** A Storyblok release: stories as they will be when the release goes live. */
export type Release = { id: string; name: string; stories: StoryFileJson[] };

/** The Christmas release (id 41207): a gifting home page and Christmas delivery dates. */
export function christmasRelease(catalogue: DemoCatalogue): Release {
  const home = homeStory(catalogue);
  const body = (home.content.body as Record<string, unknown>[]).slice(1);
  const gifts = pickSkus(catalogue, { categoryUri: '/all/gifts', limit: 4 });
  return {
    id: '41207',
    name: 'Christmas 2026',
    stories: [
      storyFile({
        slug: 'home',
        name: 'Home',
        firstPublishedAt: LAUNCH,
        publishedAt: on('2026-12-01'),
        content: {
          ...home.content,
          body: [
            singleHero({
              heading: 'Gifts for the long way up',
              subheading:
                'Head torches, warm hats, flasks and gift cards for everyone who loves the outdoors. Order by 20 December for Christmas delivery.',
              cta: ['Shop gifts', '/all/gifts'],
              image: sceneImage('snowy-ridge', 'A snowy ridge glowing in low winter sun'),
            }),
            productStoryGrid(
              'Gifts under £50',
              gifts.map((sku) => ({ sku })),
            ),
            ...body,
          ],
        },
      }),
      storyFile({
        slug: 'information/delivery-returns',
        name: 'Delivery & returns',
        firstPublishedAt: LAUNCH,
        publishedAt: on('2026-12-01'),
        content: {
          component: 'info-page',
          title: 'Delivery & returns',
          seo: seo({
            title: 'Delivery & returns | Cairn',
            description:
              'Christmas delivery dates, UK delivery options and prices, and our extended Christmas returns.',
            image: scenePath('store-interior'),
          }),
          body: [
            singleHero({
              heading: 'Delivery & returns',
              subheading:
                'Order by 20 December for Christmas. Gifts bought now can be returned until 31 January.',
            }),
            accordion('Christmas delivery dates', [
              ['Standard UK delivery', 'Order by Friday 18 December.'],
              ['Next-day UK delivery', 'Order by 2pm on Monday 21 December.'],
              [
                'Click & collect',
                'Order by Sunday 20 December to collect from Wednesday 23 December.',
              ],
              ['International', 'Order by Friday 11 December for most of Europe.'],
            ]),
            accordion('Christmas returns', [
              [
                'Extended returns',
                'Anything bought from 1 November can be returned until 31 January 2027, unused and with its labels.',
              ],
              [
                'Gift receipts',
                'Tick "This is a gift" at checkout and we leave prices off the delivery note and include a gift receipt.',
              ],
            ]),
            promos('Last-minute gifts', [
              {
                heading: 'Gift cards',
                text: 'Sent by email in minutes, valid for 24 months.',
                href: '/all/gift-cards',
              },
            ]),
            trackingWidget('Track your order', 'Enter your order number and email address.'),
          ],
        },
      }),
    ],
  };
}
