import type { Blok } from '../blocks.ts';
import { accordion, animatedLinks, singleHero } from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { link } from '../links.ts';
import { type StoryFileJson, seo, storyFile } from '../story-file.ts';

type NavEntry = [label: string, href: string, children?: NavEntry[]];

function navItem([label, href, children = []]: NavEntry): Blok {
  return { component: 'nav-item', label, link: link(href), children: children.map(navItem) };
}

function footerColumn(title: string, links: NavEntry[]): Blok {
  return { component: 'footer-column', title, links: links.map(navItem) };
}

const NAVIGATION: NavEntry[] = [
  [
    'Clothing',
    '/all/clothing',
    [
      ['Jackets', '/all/clothing/jackets'],
      ['Insulated jackets', '/all/clothing/jackets/insulated-jackets'],
      ['Base layers', '/all/clothing/base-layers'],
      ['Mid layers & fleece', '/all/clothing/mid-layers-fleece'],
      ['Hoodies & jumpers', '/all/clothing/hoodies-jumpers'],
      ['Accessories', '/all/clothing/accessories'],
    ],
  ],
  [
    'Footwear',
    '/all/footwear',
    [
      ['Hiking footwear', '/all/footwear/hiking-footwear'],
      ['Climbing shoes', '/all/footwear/climbing-shoes'],
      ['Snow boots', '/all/footwear/snow-boots'],
      ['Flip-flops & sandals', '/all/footwear/flip-flops-sandals'],
    ],
  ],
  [
    'Equipment',
    '/all/equipment',
    [
      ['Camping', '/all/equipment/camping-equipment'],
      ['Climbing', '/all/equipment/climbing-equipment'],
      ['Ski', '/all/equipment/ski-equipment'],
      ['Packs & luggage', '/all/equipment/packs-luggage'],
      ['Paddleboarding', '/all/equipment/paddleboarding'],
    ],
  ],
  [
    'Activities',
    '/all/hiking',
    [
      ['Hiking', '/all/hiking'],
      ['Skiing', '/all/skiing'],
      ['Climbing', '/all/climbing'],
      ['Trail running', '/all/trail-running'],
      ['Mountaineering', '/all/mountaineering'],
      ['Swimming', '/all/swimming'],
    ],
  ],
  ['Brands', '/brands'],
  ['Sale', '/sale'],
  ['Guides', '/guides'],
];

/** `settings/globals`: navigation, footer and USP messages for every page. */
export function globalsStory(): StoryFileJson {
  return storyFile({
    slug: 'settings/globals',
    name: 'Globals',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-11-01'),
    content: {
      component: 'globals',
      usp_messages: ['Free UK delivery over £50', '60-day returns', 'Ski boot fitting in store'],
      navigation: NAVIGATION.map(navItem),
      // The first column is also the help navigation beside information pages.
      footer_columns: [
        footerColumn('Help', [
          ['Contact us', '/information/contact-us'],
          ['Delivery & returns', '/information/delivery-returns'],
          ['FAQs', '/information/faqs'],
          ['Equipment hire', '/information/equipment-hire'],
          ['Ski workshop', '/information/ski-workshop'],
          ['Pay later with Klarna', '/klarna'],
          ['Student discount', '/student-discount'],
        ]),
        footerColumn('About Cairn', [
          ['About us', '/about-us'],
          ['Our stores', '/stores'],
          ['Book an appointment', '/appointments'],
          ['Buying guides', '/guides'],
          ['Articles', '/articles'],
          ['Careers', '/careers'],
        ]),
        footerColumn('Legal', [
          ['Terms & conditions', '/information/terms-conditions'],
          ['Privacy policy', '/privacy-policy'],
          ['Cookie declaration', '/information/cookie-declaration'],
          ['Modern slavery statement', '/information/modern-slavery-statement'],
        ]),
      ],
      copyright: '© 2026 Cairn Outdoor Ltd',
    },
  });
}

/** `general-pages/404-page`: what the shop shows for any address it does not know. */
export function notFoundStory(): StoryFileJson {
  return storyFile({
    slug: 'general-pages/404-page',
    name: 'Page not found',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-01'),
    content: {
      component: 'page',
      title: 'Page not found',
      seo: seo({
        title: 'Page not found | Cairn',
        description: 'We could not find the page you were looking for.',
      }),
      body: [
        singleHero({
          heading: "We couldn't find that page",
          subheading:
            'The link may be old or the page may have moved. Try searching, or start again from one of these.',
          cta: ['Back to the home page', '/'],
        }),
        animatedLinks('Popular right now', [
          ['Jackets', '/all/clothing/jackets'],
          ['Hiking footwear', '/all/footwear/hiking-footwear'],
          ['Tents', '/all/equipment/camping-equipment/tents'],
          ['Buying guides', '/guides'],
          ['Our stores', '/stores'],
          ['Contact us', '/information/contact-us'],
        ]),
        accordion('Looking for something in particular?', [
          [
            'An old product link',
            'Products change from season to season. Search for the product name, or browse the [brand pages](/brands): most ranges carry on with a new colour or a new model.',
          ],
          [
            'An order',
            'You can see every order in [your account](/account), or track one with your order number on [Delivery & returns](/information/delivery-returns).',
          ],
          [
            'A store or an appointment',
            'All 16 stores, their opening hours and services are on [Our stores](/stores). To book a boot or rucksack fitting, go to [Appointments](/appointments).',
          ],
        ]),
      ],
    },
  });
}

/**
 * `general-pages/error-page`: what the shop's error page shows when a page fails for another
 * reason than a missing address (the shop has static text for when this story cannot be read).
 */
export function errorPageStory(): StoryFileJson {
  return storyFile({
    slug: 'general-pages/error-page',
    name: 'Something went wrong',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-01'),
    content: {
      component: 'page',
      title: 'Something went wrong',
      seo: seo({
        title: 'Something went wrong | Cairn',
        description: 'We could not show this page.',
      }),
      body: [
        singleHero({
          heading: 'Sorry, something went wrong',
          subheading:
            'We could not show this page. Please try again in a moment; your bag is kept safe.',
          cta: ['Back to the home page', '/'],
        }),
        animatedLinks('Or carry on from here', [
          ['Jackets', '/all/clothing/jackets'],
          ['Hiking footwear', '/all/footwear/hiking-footwear'],
          ['Buying guides', '/guides'],
          ['Contact us', '/information/contact-us'],
        ]),
      ],
    },
  });
}
