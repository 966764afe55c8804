import type { DemoCatalogue, DemoStore } from '@cairn/demo-data';
import {
  accordion,
  appointmentStore,
  helpWidget,
  promos,
  singleHero,
  tabbedSection,
} from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { type Scene, sceneImage, scenePath } from '../images.ts';
import type { StoryFileJson } from '../story-file.ts';
import { contentPage } from './page-shell.ts';

/** What each store service is, in a sentence or two, and whether it can be booked. */
const SERVICES: Record<string, { text: string; booking?: string }> = {
  'Walking boot fitting': {
    text: 'We measure both feet, check your arch and heel, and try boots with the socks you walk in, on our test ramp. Allow 30 to 45 minutes.',
    booking: 'a walking boot fitting',
  },
  'Ski boot fitting': {
    text: 'A fitter checks your foot shape, flex and stance, then heat-moulds liners and fits footbeds where they help. Allow an hour, and bring your ski socks.',
    booking: 'a ski boot fitting',
  },
  'Ski servicing workshop': {
    text: 'Waxing, edge sharpening, base repairs and binding checks, usually ready in 48 hours. See [workshop prices](/information/ski-workshop).',
    booking: 'a ski workshop drop-off',
  },
  'Equipment hire': {
    text: 'Skis, snowboards, touring and winter mountaineering kit and camping gear to hire by the day. See [Equipment hire](/information/equipment-hire).',
    booking: 'a hire fitting',
  },
  'Climbing shoe resoling': {
    text: 'We send climbing shoes to a specialist resoler and have them back in about three weeks. Resole before the rand wears through.',
  },
  'Rucksack fitting': {
    text: 'We adjust back length, hip belt and load lifters with a weighted pack, so you can feel the difference before you buy.',
    booking: 'a rucksack fitting',
  },
  'Click & collect': {
    text: 'Order online and collect here for free, usually within 2 to 4 working days. We email you when it is ready.',
  },
  'Waterproof reproofing': {
    text: 'We wash and reproof jackets and trousers with PFC-free treatments, ready in about a week.',
  },
  'Local route advice': {
    text: 'Ask the team about conditions and routes: they are out on the local hills every week, and the daily mountain forecast is on the board by the door.',
  },
};

const REGIONS: { name: string; slugs: string[] }[] = [
  { name: 'Scotland', slugs: ['aviemore', 'braehead', 'fort-william'] },
  { name: 'Wales', slugs: ['capel-curig'] },
  { name: 'London', slugs: ['covent-garden', 'kensington', 'st-pauls', 'westfield-stratford'] },
  {
    name: 'England',
    slugs: [
      'bristol',
      'cambridge',
      'castleford',
      'chester',
      'liverpool',
      'manchester',
      'milton-keynes',
      'tamworth',
    ],
  },
];

const MOUNTAIN_STORES: Record<string, Scene> = {
  aviemore: 'ski-slope',
  'fort-william': 'snowy-ridge',
  'capel-curig': 'crag',
};

const DAYS: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** `Mon-Sat 9:00-18:00, Sun closed` as lines a shopper reads: `Monday to Saturday: 9am to 6pm`. */
export function openingHoursLines(openingHours: string): { days: string; hours: string }[] {
  return openingHours.split(/,\s*/).map((part) => {
    const match = /^(\w{3})(?:-(\w{3}))? (.+)$/.exec(part.trim());
    if (!match?.[1] || !match[3]) throw new Error(`Cannot read opening hours '${part}'`);
    const [, from, to, hours] = match;
    const days = to ? `${DAYS[from]} to ${DAYS[to]}` : (DAYS[from] ?? from);
    const time = /^(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(hours);
    return {
      days,
      hours: time?.[1] && time[2] ? `${clock(time[1])} to ${clock(time[2])}` : capitalise(hours),
    };
  });
}

function clock(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix = hour >= 12 ? 'pm' : 'am';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0
    ? `${twelve}${suffix}`
    : `${twelve}.${String(minute).padStart(2, '0')}${suffix}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function mapLink(store: DemoStore): string {
  const query = encodeURIComponent(`${store.address}, ${store.postcode}`);
  return `https://www.openstreetmap.org/search?query=${query}`;
}

function hoursMarkup(store: DemoStore): string {
  return openingHoursLines(store.openingHours)
    .map((line) => `- ${line.days}: ${line.hours}`)
    .join('\n');
}

/** `stores`, `stores/{slug}`, `appointments` and `appointments/{slug}`. */
export function storeStories(catalogue: DemoCatalogue): StoryFileJson[] {
  const { stores } = catalogue;
  return [
    storesIndex(stores),
    ...stores.map(storePage),
    appointmentsIndex(stores),
    ...stores.map(appointmentPage),
  ];
}

function storesIndex(stores: DemoStore[]): StoryFileJson {
  const bySlug = new Map(stores.map((store) => [store.slug, store]));
  const listed = REGIONS.flatMap((region) => region.slugs);
  const missing = stores.filter((store) => !listed.includes(store.slug));
  if (missing.length > 0) {
    throw new Error(`Stores without a region: ${missing.map((store) => store.slug).join(', ')}`);
  }
  return contentPage({
    slug: 'stores',
    name: 'Our stores',
    description:
      'Find your nearest Cairn store: 16 stores across Scotland, Wales and England, with opening hours, services and boot fitting.',
    image: scenePath('store-interior'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-05'),
    body: [
      singleHero({
        heading: 'Our stores',
        subheading: `${stores.length} stores, from the foot of Ben Nevis to Covent Garden, each with people who use the kit they sell.`,
        image: sceneImage('store-interior', 'Boots and jackets on display in a bright Cairn store'),
        cta: ['Book an appointment', '/appointments'],
      }),
      ...REGIONS.map((region) =>
        promos(
          region.name,
          region.slugs.flatMap((slug) => {
            const store = bySlug.get(slug);
            return store
              ? [
                  {
                    heading: store.name,
                    text: `${store.address}, ${store.postcode}. ${store.services.slice(0, 3).join(', ')}.`,
                    href: `/stores/${store.slug}`,
                  },
                ]
              : [];
          }),
        ),
      ),
      appointmentStore({
        title: 'Book an appointment',
        text: 'Book a boot fitting, rucksack fitting or workshop drop-off: choose a store to see what it offers.',
      }),
    ],
  });
}

function storePage(store: DemoStore): StoryFileJson {
  const scene = MOUNTAIN_STORES[store.slug] ?? 'store-interior';
  const services = store.services.map((service): [string, string] => [
    service,
    SERVICES[service]?.text ?? `Ask the ${store.city} team about ${service.toLowerCase()}.`,
  ]);
  return contentPage({
    slug: `stores/${store.slug}`,
    name: store.name,
    seoTitle: `${store.name}: opening hours and services | Cairn`,
    description: `${store.name}, ${store.address}, ${store.postcode}. Opening hours, phone number and in-store services including ${store.services
      .slice(0, 2)
      .join(' and ')
      .toLowerCase()}.`,
    image: scenePath(scene),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-05'),
    tags: ['store'],
    fields: {
      store: {
        slug: store.slug,
        name: store.name,
        city: store.city,
        address: store.address,
        postcode: store.postcode,
        phone: store.phone,
        opening_hours: openingHoursLines(store.openingHours),
        services: store.services,
      },
    },
    body: [
      singleHero({
        heading: store.name,
        subheading: `${store.address}, ${store.postcode}`,
        image: sceneImage(
          scene,
          scene === 'store-interior'
            ? `Inside ${store.name}: jackets, boots and packs on display`
            : `The hills near ${store.city}, a short drive from ${store.name}`,
        ),
        cta: ['Book an appointment', `/appointments/${store.slug}`],
      }),
      accordion('Visit us', [
        ['Opening hours', `${hoursMarkup(store)}\n\nBank holiday hours may differ: call ahead.`],
        ['Address', `${store.address}, ${store.postcode}\n\n[Open in a map](${mapLink(store)})`],
        ['Phone', `Call the store on **${store.phone}** during opening hours.`],
      ]),
      accordion('In-store services', services),
      appointmentStore({
        title: `Book an appointment at ${store.name}`,
        text: 'Book a fitting or a workshop slot, so someone is free to help when you arrive.',
        stores: [{ name: store.name, slug: store.slug }],
      }),
      helpWidget({
        title: 'Questions about an online order?',
        text: 'Our customer services team can help with orders, deliveries and returns.',
        links: [
          ['Delivery & returns', '/information/delivery-returns'],
          ['Contact us', '/information/contact-us'],
          ['All stores', '/stores'],
        ],
      }),
    ],
  });
}

const BOOKABLE_INTRO =
  'Appointments are free and last 30 to 60 minutes. Book a time and a specialist will be ready for you; you can still walk in, but at busy times you may need to wait.';

function appointmentsIndex(stores: DemoStore[]): StoryFileJson {
  return contentPage({
    slug: 'appointments',
    name: 'Book an appointment',
    description:
      'Book a free ski boot fitting, walking boot fitting, rucksack fitting or workshop slot at a Cairn store near you.',
    image: scenePath('ski-workshop'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-05'),
    body: [
      singleHero({
        heading: 'Book an appointment',
        subheading: 'Free fittings with a specialist, at a time that suits you.',
        image: sceneImage('ski-workshop', 'A boot fitter checking the fit of a ski boot shell'),
      }),
      appointmentStore({
        title: 'Choose a store',
        text: BOOKABLE_INTRO,
        stores: stores.map((store) => ({ name: store.name, slug: store.slug })),
      }),
      tabbedSection('What you can book', [
        {
          label: 'Ski boot fitting',
          text: `${SERVICES['Ski boot fitting']?.text}\n\nAvailable at ${listNames(stores, 'Ski boot fitting')}.`,
        },
        {
          label: 'Walking boot fitting',
          text: `${SERVICES['Walking boot fitting']?.text}\n\nAvailable at ${listNames(stores, 'Walking boot fitting')}.`,
        },
        {
          label: 'Rucksack fitting',
          text: `${SERVICES['Rucksack fitting']?.text}\n\nAvailable at ${listNames(stores, 'Rucksack fitting')}.`,
        },
        {
          label: 'Workshop drop-off',
          text: `${SERVICES['Ski servicing workshop']?.text}\n\nAvailable at ${listNames(stores, 'Ski servicing workshop')}.`,
        },
      ]),
      accordion('Before your appointment', [
        [
          'What to bring',
          '- The socks you will wear with your boots\n- Your current boots or footbeds, if you have them\n- For a rucksack fitting, an idea of what you will carry',
        ],
        [
          'Changing or cancelling',
          'Call the store to change your time. If you cannot come, please let us know so someone else can have the slot.',
        ],
      ]),
    ],
  });
}

function listNames(stores: DemoStore[], service: string): string {
  const names = stores
    .filter((store) => store.services.includes(service))
    .map((store) => store.name.replace(/^Cairn /, ''));
  if (names.length === stores.length) return 'every store';
  return names.length > 0 ? joinWords(names, 'and') : 'selected stores';
}

/** `a, b and c` (or `or`). */
function joinWords(words: string[], conjunction: 'and' | 'or'): string {
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`
    : (words[0] ?? '');
}

function appointmentPage(store: DemoStore): StoryFileJson {
  const bookable = store.services.filter((service) => SERVICES[service]?.booking);
  const place = store.name.replace(/^Cairn /, '');
  return contentPage({
    slug: `appointments/${store.slug}`,
    name: `Book an appointment at ${store.name}`,
    seoTitle: `Book an appointment at our ${place} store | Cairn`,
    description: `Book ${joinWords(
      bookable.map((service) => SERVICES[service]?.booking ?? service),
      'or',
    )} at ${store.name}, ${store.address}. Free, with a specialist ready when you arrive.`,
    image: scenePath('store-interior'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-05'),
    tags: ['appointment'],
    fields: { store_slug: store.slug },
    body: [
      singleHero({
        heading: `Book an appointment at ${store.name}`,
        subheading: BOOKABLE_INTRO,
        image: sceneImage('store-interior', `The fitting area in ${store.name}`),
        cta: ['Choose a time', `/appointment?store=${store.slug}`],
      }),
      accordion(
        'What you can book here',
        bookable.map((service): [string, string] => [service, SERVICES[service]?.text ?? '']),
      ),
      accordion('Find us', [
        ['Address', `${store.address}, ${store.postcode}\n\n[Open in a map](${mapLink(store)})`],
        ['Opening hours', hoursMarkup(store)],
        ['Phone', `**${store.phone}**`],
      ]),
      appointmentStore({
        title: 'Book at another store',
        text: 'Not the store you wanted? Choose another.',
      }),
    ],
  });
}
