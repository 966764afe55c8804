import type { DemoCatalogue } from '@cairn/demo-data';
import {
  accordion,
  animatedLinks,
  brandsList,
  carousel,
  doubleHero,
  featuredArticles,
  promos,
  singleHero,
  tabbedSection,
  testimonials,
} from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { sceneImage, scenePath } from '../images.ts';
import { type StoryFileJson, storyUuid } from '../story-file.ts';
import { contentPage } from './page-shell.ts';

export const ABOUT_SLUGS = [
  'athletes-ambassadors',
  'whats-on',
  'charities-we-support',
  'our-heritage',
  'partners-friends',
] as const;

/** `about-us` and its five sub-pages. */
export function aboutStories(catalogue: DemoCatalogue): StoryFileJson[] {
  return [
    aboutUs(),
    athletesAmbassadors(),
    whatsOn(),
    charities(),
    ourHeritage(),
    partnersFriends(catalogue),
  ];
}

function aboutUs(): StoryFileJson {
  return contentPage({
    slug: 'about-us',
    name: 'About us',
    title: 'About Cairn',
    description:
      'Cairn has sold outdoor kit from the foot of the hills since 1978. Meet our stores, our people, the charities we support and what is on.',
    image: scenePath('summit-cairn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-05-11'),
    body: [
      singleHero({
        heading: 'About Cairn',
        subheading:
          'Since 1978 we have sold outdoor kit from the foot of the hills, to people who use it, by people who use it.',
        image: sceneImage('summit-cairn', 'A stone cairn on a summit above a sea of cloud'),
      }),
      doubleHero({
        title: 'What we stand for',
        panels: [
          {
            heading: 'Advice first',
            text: 'Our staff climb, ski, run and walk. They would rather sell you the right boot than the dearest one.',
            image: sceneImage(
              'store-interior',
              "A member of staff measuring a customer's foot in store",
            ),
            cta: ['Find a store', '/stores'],
          },
          {
            heading: 'Kit that lasts',
            text: 'We repair, reproof and service what we sell, and choose brands that stand behind their products.',
            image: sceneImage('ski-workshop', 'Tools laid out on a repair bench'),
            cta: ['Our workshop', '/information/ski-workshop'],
          },
        ],
      }),
      animatedLinks('More about us', [
        ['Our heritage', '/about-us/our-heritage'],
        ['Athletes & ambassadors', '/about-us/athletes-ambassadors'],
        ["What's on", '/about-us/whats-on'],
        ['Charities we support', '/about-us/charities-we-support'],
        ['Partners & friends', '/about-us/partners-friends'],
        ['Careers', '/careers'],
      ]),
      testimonials('Why people shop with us', [
        {
          quote:
            'I bought my first boots here in 1994. The same shop resoled my climbing shoes last week.',
          author: 'Alasdair K.',
          detail: 'Fort William',
          rating: 5,
        },
        {
          quote: 'Honest advice. They talked me out of a tent I did not need.',
          author: 'Megan L.',
          detail: 'Capel Curig',
          rating: 5,
        },
      ]),
    ],
  });
}

function athletesAmbassadors(): StoryFileJson {
  return contentPage({
    slug: 'about-us/athletes-ambassadors',
    name: 'Athletes & ambassadors',
    description:
      'Meet the climbers, skiers, runners and mountain guides who test Cairn kit and share what they learn.',
    image: scenePath('crag'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-02-05'),
    body: [
      singleHero({
        heading: 'Athletes & ambassadors',
        subheading: 'The people who test our kit hardest, and tell us when it is not good enough.',
        image: sceneImage('crag', 'A climber reaching for a hold on a steep crag'),
      }),
      carousel('Meet the team', [
        {
          heading: 'Isla Morrison, mountain guide',
          text: 'Guides winter climbs on Ben Nevis and ski tours in the Cairngorms. Tests our winter boots and shells.',
          image: sceneImage('snowy-ridge', 'A guide leading a roped party along a snowy ridge'),
        },
        {
          heading: 'Dafydd Hughes, climber',
          text: 'Slate and rhyolite specialist from Llanberis, with new routes across Eryri. Runs our Capel Curig bouldering evenings.',
          image: sceneImage('crag', 'A climber on a slate slab in North Wales'),
        },
        {
          heading: 'Amara Okafor, trail runner',
          text: 'Lake District fell runner and ultra-distance racer. Helps us choose running packs and shoes.',
          image: sceneImage('trail-run', 'A runner descending a rocky fell path'),
        },
        {
          heading: 'Callum Reid, freeride skier',
          text: 'Competes in freeride events and coaches young skiers at Glenshee. Tests skis, goggles and avalanche kit.',
          image: sceneImage('ski-slope', 'A skier turning in fresh snow off-piste'),
        },
        {
          heading: 'Hannah Price, paddleboarder',
          text: 'Coastal and loch paddler and a qualified paddlesport coach. Writes our paddleboarding safety advice.',
          image: sceneImage('loch-paddle', 'A paddleboarder on a still loch at dawn'),
          cta: ['Read her safety tips', '/articles/paddleboarding-safety'],
        },
      ]),
      accordion('Becoming an ambassador', [
        [
          'What we look for',
          'People who spend most of their time outdoors, share what they learn, and look after the places they go. Big numbers on social media matter less than good advice.',
        ],
        [
          'How to apply',
          'We take applications each autumn for the following year. Email [ambassadors@cairn.example](mailto:ambassadors@cairn.example) with a short note about what you do.',
        ],
      ]),
      featuredArticles(
        'Read more',
        { uuids: [storyUuid('articles/meet-our-ambassadors-2026')] },
        1,
      ),
    ],
  });
}

function whatsOn(): StoryFileJson {
  const tabs = [
    {
      label: 'November',
      text: '**Winter skills evening**: Fort William, Thursday 19 November, 7pm. Crampons, axes and avalanche forecasts with a mountain guide. Free, booking essential.\n\n**Ski wax clinic**: Manchester, Saturday 28 November, 10am. Learn to hot wax your own skis. £10, including wax.',
    },
    {
      label: 'December',
      text: '**Avalanche awareness**: Aviemore, Wednesday 2 December, 6.30pm. Reading the forecast and practising with transceivers. Free.\n\n**Late-night shopping**: all stores, Thursday 17 December, until 9pm, with mulled drinks and gift advice.',
    },
    {
      label: 'January',
      text: '**Bouldering social**: Capel Curig, every Tuesday, 6pm. Meet at the store, climb at the local boulders, back for tea.\n\n**Ski touring first steps**: Kensington, Thursday 21 January, 7pm. What you need for your first tour, and where to go.',
    },
  ];
  const february = {
    label: 'February',
    text: '**Half-term kids clinic**: Aviemore, Tuesday 16 February, 10am. Fitting children for helmets, goggles and boots, with a quiz. Free.',
  };
  const body = (eventTabs: typeof tabs) => [
    singleHero({
      heading: "What's on",
      subheading: 'Talks, clinics, workshops and meet-ups in our stores this winter.',
      image: sceneImage('store-interior', 'People at an evening talk in a Cairn store'),
    }),
    tabbedSection('Events this winter', eventTabs),
    accordion('Booking and questions', [
      [
        'How do I book?',
        'Call the store running the event, or ask in store. Places on clinics are limited, so please let us know if you can no longer come.',
      ],
      [
        'Can my club hold an event in store?',
        'Our larger stores host club nights and talks. Speak to the store manager, or read about our [partners and friends](/about-us/partners-friends).',
      ],
    ]),
  ];
  return contentPage({
    slug: 'about-us/whats-on',
    name: "What's on",
    description:
      'Talks, skills clinics, workshops and meet-ups in Cairn stores: winter skills, ski waxing, avalanche awareness and more.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-11-02'),
    body: body(tabs),
    // An editor is adding February's events: preview shows them before they are published.
    draftBody: body([...tabs, february]),
  });
}

function charities(): StoryFileJson {
  return contentPage({
    slug: 'about-us/charities-we-support',
    name: 'Charities we support',
    description:
      'Cairn gives 1% of sales to mountain rescue teams, footpath repair and access charities. See who we support and how.',
    image: scenePath('mountains-dawn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-04-22'),
    body: [
      singleHero({
        heading: 'Charities we support',
        subheading:
          "We give 1% of our sales, and our staff's time, to the people who look after the hills.",
        image: sceneImage('mountains-dawn', 'A repaired stone path climbing a hillside at dawn'),
      }),
      promos('Who we support', [
        {
          heading: 'Mountain rescue',
          text: 'Volunteer teams across Scotland, Wales and England, who rely on donations for kit and vehicles.',
          href: '/articles/cairngorm-winter-conditions',
          image: sceneImage('snowy-ridge', 'A rescue team walking in line across snow'),
        },
        {
          heading: 'Footpath repair',
          text: 'Trusts that rebuild eroded upland paths by hand, one stone pitch at a time.',
          href: '/articles/wild-camping-etiquette',
          image: sceneImage('mountains-dawn', 'A stone-pitched path on a hillside'),
        },
        {
          heading: 'Getting outdoors',
          text: 'Youth groups who take young people into the hills for the first time, with kit we lend.',
          href: '/about-us/whats-on',
          image: sceneImage('forest-camp', 'A group of young people pitching tents'),
        },
      ]),
      accordion('How we give', [
        [
          'Our 1%',
          'Every year, 1% of our sales is split between the charities above. In the last financial year that came to £412,000.',
        ],
        [
          'Staff volunteering days',
          'Everyone at Cairn gets two paid days a year to volunteer, and most spend them on path work, beach cleans or helping at youth events.',
        ],
        [
          'Round up at the till',
          'In store and online you can round up your order to the nearest pound. We match every penny.',
        ],
        [
          'Apply for support',
          'Registered charities and community groups working outdoors in the UK can apply each spring. Email [charities@cairn.example](mailto:charities@cairn.example).',
        ],
      ]),
    ],
  });
}

function ourHeritage(): StoryFileJson {
  return contentPage({
    slug: 'about-us/our-heritage',
    name: 'Our heritage',
    description:
      'From one shop in Aviemore in 1978 to 16 stores across the UK: the story of Cairn.',
    image: scenePath('summit-cairn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-01-20'),
    body: [
      singleHero({
        heading: 'Our heritage',
        subheading: 'One shop in Aviemore, a workbench and a kettle. That was 1978.',
        image: sceneImage('summit-cairn', 'A weathered summit cairn against a clear sky'),
      }),
      carousel('Our story', [
        {
          heading: '1978: Aviemore',
          text: 'Two ski instructors open a hire and repair shop on Grampian Road, serving skiers heading up to Cairn Gorm.',
          image: sceneImage('ski-slope', 'Skiers on a snowy slope in the Cairngorms'),
        },
        {
          heading: '1986: Fort William',
          text: 'A second shop at the foot of Ben Nevis, with the first boot-fitting bench in the Highlands.',
          image: sceneImage('snowy-ridge', 'A snowy ridge in the western Highlands'),
        },
        {
          heading: '1995: Capel Curig',
          text: 'We cross the border into Eryri, next to the climbing huts and walking routes of the Ogwen valley.',
          image: sceneImage('crag', 'A crag above a Welsh valley'),
        },
        {
          heading: '2009: London',
          text: 'Covent Garden opens with a ski workshop in the basement, for city skiers heading to the Alps.',
          image: sceneImage('store-interior', 'Inside the Covent Garden store'),
        },
        {
          heading: '2026: 16 stores and online',
          text: 'Still independent, still repairing what we sell, and still run by people who use the kit.',
          image: sceneImage('store-interior', 'A busy Cairn store on a Saturday'),
          cta: ['Find a store', '/stores'],
        },
      ]),
      accordion('Still independent', [
        [
          'Who owns Cairn',
          "Cairn is owned by its founders' families and an employee trust, which holds a third of the company on behalf of everyone who works here.",
        ],
        [
          'What has not changed',
          'Every store still repairs kit. Every new member of staff still spends their first week on the shop floor of a mountain store.',
        ],
      ]),
    ],
  });
}

function partnersFriends(catalogue: DemoCatalogue): StoryFileJson {
  const partnerBrands = catalogue.brands
    .filter((brand) =>
      ['northwall', 'corrie-mountain', 'summitforge', 'spindrift'].includes(brand.slug),
    )
    .map((brand) => ({ name: brand.name, slug: brand.slug }));
  return contentPage({
    slug: 'about-us/partners-friends',
    name: 'Partners & friends',
    description:
      'The clubs, instructors, guides and brands we work with, and the discounts we offer club members.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-03-16'),
    body: [
      singleHero({
        heading: 'Partners & friends',
        subheading:
          'Clubs, guides and instructors who keep the outdoors busy, and the brands who help.',
        image: sceneImage('crag', 'Two climbers belaying at the foot of a crag'),
      }),
      promos('Who we work with', [
        {
          heading: 'Clubs',
          text: 'Mountaineering, climbing, running and ski clubs get 15% off for members and a club night in store.',
          href: '/discount-codes',
        },
        {
          heading: 'Guides and instructors',
          text: 'Qualified guides and instructors get trade pricing on the kit they work in.',
          href: '/information/contact-us',
        },
        {
          heading: 'Mountain centres',
          text: 'We supply and service hire fleets for outdoor centres across the UK.',
          href: '/information/equipment-hire',
        },
      ]),
      brandsList('Brand partners', partnerBrands, ['All brands', '/brands']),
      accordion('Join us', [
        [
          'Register your club',
          "Email [clubs@cairn.example](mailto:clubs@cairn.example) with your club's name, website and number of members. We will send your members' discount code within a week.",
        ],
      ]),
    ],
  });
}
