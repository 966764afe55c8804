import type { DemoCatalogue } from '@cairn/demo-data';
import {
  accordion,
  animatedLinks,
  categorySelector,
  doubleHero,
  featuredArticles,
  imageProductSpotlight,
  productStoryGrid,
  promos,
  singleHero,
  starRating,
  testimonials,
} from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { sceneImage, scenePath } from '../images.ts';
import { pickProducts, pickSkus } from '../product-picks.ts';
import { type StoryFileJson, storyUuid } from '../story-file.ts';
import { contentPage } from './page-shell.ts';

/** Top-level content pages: careers, offers, payment and student pages, activity landings. */
export function landingStories(catalogue: DemoCatalogue): StoryFileJson[] {
  return [
    careers(),
    discountCodes(),
    privacyPolicy(),
    klarna(),
    studentDiscount(),
    welcome(),
    hiking(catalogue),
    snowboard(catalogue),
    blackFriday(catalogue),
  ];
}

function careers(): StoryFileJson {
  return contentPage({
    slug: 'careers',
    name: 'Careers',
    title: 'Careers at Cairn',
    description:
      'Work at Cairn: jobs in our 16 stores, ski workshops, warehouse and head office, with staff discount, kit allowance and volunteering days.',
    image: scenePath('store-interior'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-07-06'),
    body: [
      singleHero({
        heading: 'Careers at Cairn',
        subheading:
          'Work with people who spend their weekends in the hills, and help others get there.',
        image: sceneImage('store-interior', 'Cairn staff helping a customer choose boots'),
        cta: ['Email us your CV', 'mailto:careers@cairn.example'],
      }),
      promos('Where you could work', [
        {
          heading: 'Stores',
          text: 'Sales advisers, boot fitters and managers in 16 stores, from Aviemore to Covent Garden.',
          href: '/stores',
        },
        {
          heading: 'Ski workshops',
          text: 'Technicians who service skis and boards and set bindings. We train you to the industry standard.',
          href: '/information/ski-workshop',
        },
        {
          heading: 'Warehouse and head office',
          text: 'Buying, ecommerce, customer services and logistics, based in Aviemore and Manchester.',
          href: '/about-us',
        },
      ]),
      accordion('Working at Cairn', [
        [
          'What you get',
          '- Staff discount on everything we sell\n- A yearly kit allowance to test new products\n- Two paid volunteering days a year\n- Paid training, including boot fitting and first aid\n- A share in the employee trust that owns a third of Cairn',
        ],
        [
          'Who we look for',
          'People who love the outdoors and like helping others. You do not need retail experience: we teach product knowledge and fitting.',
        ],
        [
          'Seasonal jobs',
          'We recruit extra staff for the winter season from September, especially boot fitters and workshop technicians.',
        ],
      ]),
      testimonials('From our team', [
        {
          quote:
            'I started as a Saturday boot fitter in Aviemore. Eight years later I run the workshop.',
          author: 'Jamie Fraser',
          detail: 'Workshop manager, Aviemore',
        },
        {
          quote: 'Where else do you get paid to test a tent on a work trip to Knoydart?',
          author: 'Priya Shah',
          detail: 'Product team, Manchester',
        },
      ]),
      accordion('How to apply', [
        [
          'Current vacancies',
          'We advertise store jobs in store and on our social channels. For any role, email your CV and a short note about what you do outdoors to [careers@cairn.example](mailto:careers@cairn.example).',
        ],
        [
          'What happens next',
          'We reply to every application within two weeks. Store interviews usually include an hour on the shop floor, so you can see if you like it.',
        ],
      ]),
    ],
  });
}

const CURRENT_OFFERS: [string, string][] = [
  [
    'WELCOME10: 10% off your first order',
    'Sign up to our newsletter and we email you a code for 10% off your first order over £50. The code is valid for 30 days.',
  ],
  [
    'Students: 10% off',
    'Verified students get 10% off full-price items. See [Student discount](/student-discount).',
  ],
  [
    'Clubs: 15% off',
    'Members of registered clubs get 15% off full-price items in store. See [Partners & friends](/about-us/partners-friends).',
  ],
];

function discountCodes(): StoryFileJson {
  const body = (offers: [string, string][]) => [
    singleHero({
      heading: 'Discount codes',
      subheading: 'Our current offers, and how to use a code at checkout.',
    }),
    accordion('Current offers', offers),
    accordion('Using a code', [
      [
        'At checkout',
        'Enter the code in the "Discount code" box in your bag or at checkout and choose Apply. The discount shows before you pay.',
      ],
      ['In store', 'Show the code on your phone at the till.'],
      [
        'If a code does not work',
        'Check the expiry date and any minimum spend. Codes cannot be used on gift cards, and only one code can be used per order.',
      ],
    ]),
    accordion('Codes from other websites', [
      [
        'Are they genuine?',
        'Only codes on this page, in our emails or from our partners are genuine. Codes on voucher websites are often expired or made up.',
      ],
    ]),
  ];
  return contentPage({
    slug: 'discount-codes',
    name: 'Discount codes',
    description:
      'Current Cairn discount codes and offers: newsletter welcome code, student and club discounts, and how to use a code.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-01'),
    body: body(CURRENT_OFFERS),
    // Black Friday's code is written but not yet published: editors see it in preview.
    draftBody: body([
      [
        'BLACKFRIDAY20: 20% off full price',
        '20% off full-price clothing and footwear from Friday 27 to Monday 30 November 2026. Excludes ski hardware and gift cards.',
      ],
      ...CURRENT_OFFERS,
    ]),
  });
}

function privacyPolicy(): StoryFileJson {
  return contentPage({
    slug: 'privacy-policy',
    name: 'Privacy policy',
    description:
      'How Cairn uses your personal data, in brief, with links to our full privacy and cookie policy and how to exercise your rights.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-06-30'),
    body: [
      singleHero({
        heading: 'Privacy policy',
        subheading: 'The short version. The full policy is one click away.',
      }),
      accordion('Privacy at a glance', [
        [
          'What we collect',
          'What you give us when you order, create an account or sign up to our newsletter, and, if you agree, how you use our website.',
        ],
        [
          'What we do with it',
          'Deliver your orders, handle returns, send emails you asked for and keep our site secure. We never sell your data.',
        ],
        [
          'Your rights',
          'You can see, correct or delete your data, and unsubscribe from emails at any time.',
        ],
      ]),
      animatedLinks('Read more', [
        ['Full privacy & cookie policy', '/information/privacy-cookie-policy'],
        ['Cookie declaration', '/information/cookie-declaration'],
        ['Access or delete your data', '/information/sar-rtbf'],
      ]),
    ],
  });
}

function klarna(): StoryFileJson {
  return contentPage({
    slug: 'klarna',
    name: 'Pay later with Klarna',
    description:
      'Spread the cost of your Cairn order with Klarna: pay in three interest-free instalments. How it works and what to consider.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-07-15'),
    body: [
      singleHero({
        heading: 'Pay later with Klarna',
        subheading: 'Spread the cost over three interest-free payments, online and in store.',
      }),
      accordion('How it works', [
        [
          'Pay in 3',
          'Choose Klarna at checkout. You pay the first third when you order, then the rest in two monthly payments, with no interest.',
        ],
        [
          'Checks',
          'Klarna carries out a credit check when you apply, which may be recorded on your credit file. Klarna decides whether to offer you credit.',
        ],
        [
          'Returns',
          'When you return something, Klarna adjusts your payments once we have processed the refund.',
        ],
      ]),
      accordion('Before you choose Klarna', [
        [
          'Borrow responsibly',
          'Borrowing more than you can afford or paying late may negatively impact your financial status and ability to obtain credit. 18+, UK residents only. Subject to status.',
        ],
        [
          'Help with payments',
          'Questions about your payments are answered by Klarna, in the Klarna app or on its website.',
        ],
      ]),
    ],
  });
}

function studentDiscount(): StoryFileJson {
  return contentPage({
    slug: 'student-discount',
    name: 'Student discount',
    description:
      'Students get 10% off full-price items at Cairn, online and in store. How to verify and get your code.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-09-07'),
    body: [
      singleHero({
        heading: 'Student discount',
        subheading: '10% off full-price kit for students in the UK, online and in store.',
        image: sceneImage('crag', 'Students bouldering at a sunny crag'),
      }),
      accordion('How to get it', [
        [
          '1. Verify',
          'Use the student discount form on this page to confirm you are a student. It takes a minute with your university or college email address.',
        ],
        ['2. Get your code', 'Your unique code appears on screen and is emailed to you.'],
        ['3. Use it', 'Enter the code at checkout, or show it on your phone in store.'],
      ]),
      accordion('Terms', [
        [
          'Who can use it',
          'Students aged 16 or over at a UK university, college or sixth form. One code per student, for one order; verify again for your next order.',
        ],
        [
          'What it covers',
          'Full-price items only. It cannot be combined with other codes or used on gift cards.',
        ],
      ]),
    ],
  });
}

function welcome(): StoryFileJson {
  return contentPage({
    slug: 'welcome',
    name: 'Welcome',
    title: 'Welcome to Cairn',
    description:
      'Welcome to Cairn: set up your account, save a wishlist, choose your emails and find your nearest store.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-03-09'),
    body: [
      singleHero({
        heading: 'Welcome to Cairn',
        subheading: 'Your account is ready. Here is how to make the most of it.',
        image: sceneImage('mountains-dawn', 'Sunrise over a long mountain ridge'),
        cta: ['Go to your account', '/account'],
      }),
      promos('Get started', [
        {
          heading: 'Complete your profile',
          text: 'Add your sizes and favourite activities for better recommendations.',
          href: '/account/profile',
        },
        {
          heading: 'Start a wishlist',
          text: 'Tap the heart on any product to save it for later.',
          href: '/account/wishlist',
        },
        {
          heading: 'Choose your emails',
          text: 'Offers, new arrivals and events near you: you decide.',
          href: '/account/preferences',
        },
      ]),
      categorySelector('Shop by activity', [
        { label: 'Hiking', href: '/all/hiking', scene: 'mountains-dawn' },
        { label: 'Skiing', href: '/all/skiing', scene: 'ski-slope' },
        { label: 'Climbing', href: '/all/climbing', scene: 'crag' },
        { label: 'Camping', href: '/all/equipment/camping-equipment', scene: 'forest-camp' },
      ]),
      featuredArticles('Popular guides', { folder: 'guides/' }, 3),
    ],
  });
}

function hiking(catalogue: DemoCatalogue): StoryFileJson {
  const spotlight = (categoryUri: string) => {
    const [product] = pickProducts(catalogue, { categoryUri, limit: 1 });
    if (!product) throw new Error(`No demo product in ${categoryUri} for /hiking`);
    return product.sku;
  };
  return contentPage({
    slug: 'hiking',
    name: 'Hiking',
    title: 'Hiking and hillwalking',
    description:
      'Walking boots, waterproofs, packs and layers for UK hills, with kit lists and buying guides from Cairn staff.',
    image: scenePath('mountains-dawn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-04-13'),
    body: [
      singleHero({
        heading: 'Hiking',
        subheading: 'From low-level trails to winter summits: kit and advice for every walk.',
        image: sceneImage('coastal-path', 'Walkers on a cliff-top path above the sea'),
        cta: ['Shop hiking', '/all/hiking'],
      }),
      categorySelector('Shop hiking', [
        { label: 'Walking boots', href: '/all/footwear/hiking-footwear', scene: 'coastal-path' },
        { label: 'Waterproof jackets', href: '/all/clothing/jackets', scene: 'snowy-ridge' },
        { label: 'Backpacks', href: '/all/equipment/packs-luggage/backpacks', scene: 'trail-run' },
        { label: 'Base layers', href: '/all/clothing/base-layers', scene: 'mountains-dawn' },
        {
          label: 'Maps and navigation',
          href: '/all/equipment/equipment-accessories/maps-navigation-guides',
          scene: 'summit-cairn',
        },
      ]),
      imageProductSpotlight({
        title: 'A day on the hill',
        text: 'The kit our Capel Curig team take up the Glyderau on a summer day.',
        image: sceneImage('mountains-dawn', 'A walker with a day pack on a ridge path'),
        hotspots: [
          { sku: spotlight('/all/hiking/hiking-clothing'), x: 48, y: 32 },
          { sku: spotlight('/all/equipment/packs-luggage/backpacks'), x: 62, y: 38 },
          { sku: spotlight('/all/footwear/hiking-footwear'), x: 45, y: 90 },
        ],
      }),
      productStoryGrid('Hiking bestsellers', [
        ...pickSkus(catalogue, { categoryUri: '/all/hiking', limit: 6 }).map((sku) => ({ sku })),
      ]),
      featuredArticles(
        'Plan your walk',
        {
          uuids: [
            'guides/walking-boot-buying-guide',
            'guides/winter-hillwalking-kit-list',
            'articles/first-munro-tips',
          ].map(storyUuid),
        },
        3,
      ),
      starRating({
        title: 'Walkers rate our boot fitting',
        rating: 4.8,
        reviewCount: 3215,
        label: 'Average rating for walking boot fittings in our stores',
      }),
    ],
  });
}

function snowboard(catalogue: DemoCatalogue): StoryFileJson {
  return contentPage({
    slug: 'snowboard',
    name: 'Snowboard',
    title: 'Snowboarding',
    description:
      'Snowboard clothing, goggles, helmets and protection, with advice on choosing and servicing your board at Cairn.',
    image: scenePath('ski-slope'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-26'),
    body: [
      singleHero({
        heading: 'Snowboarding',
        subheading:
          'Jackets, pants, goggles and helmets for the park, the piste and the backcountry.',
        image: sceneImage('ski-slope', 'A snowboarder carving across a sunny piste'),
        cta: ['Shop ski & snowboard clothing', '/all/skiing/skiing-clothing'],
      }),
      doubleHero({
        panels: [
          {
            heading: 'Goggles',
            text: 'See the bumps in flat light with a low-light lens.',
            image: sceneImage('snowy-ridge', 'A snowy ridge in flat, grey light'),
            cta: ['Shop goggles', '/all/equipment/ski-equipment/ski-goggles'],
          },
          {
            heading: 'Helmets',
            text: 'Light, warm and tested to EN 1077.',
            image: sceneImage('ski-slope', 'A sunny piste with riders in helmets'),
            cta: ['Shop helmets', '/all/equipment/ski-equipment/ski-helmets'],
          },
        ],
      }),
      accordion('Choosing a snowboard', [
        [
          'Length',
          "Stand the board on its tail: for all-mountain riding it should reach between your chin and nose. Go shorter for park, longer for powder, and check the brand's weight range.",
        ],
        [
          'Width',
          'Your boots should overhang the edges slightly, by no more than about 2cm. Riders with UK size 10 boots and up usually need a wide board.',
        ],
        [
          'Profile',
          'Camber pops and grips on hard snow; rocker floats and forgives; hybrids do a bit of both, and suit most riders.',
        ],
        [
          'Servicing',
          'Our [ski workshop](/information/ski-workshop) waxes and sharpens boards too: a snowboard service is priced as a ski full service.',
        ],
      ]),
      productStoryGrid('Ride in comfort', [
        ...pickSkus(catalogue, { categoryUri: '/all/skiing/skiing-clothing', limit: 4 }).map(
          (sku) => ({ sku }),
        ),
        ...pickSkus(catalogue, {
          categoryUri: '/all/equipment/ski-equipment/ski-goggles',
          limit: 2,
        }).map((sku) => ({ sku })),
      ]),
    ],
  });
}

/** A campaign page built ahead of time: unpublished, so only preview shows it. */
function blackFriday(catalogue: DemoCatalogue): StoryFileJson {
  return contentPage({
    slug: 'black-friday',
    name: 'Black Friday',
    title: 'Black Friday',
    description: '20% off full-price clothing and footwear from 27 to 30 November 2026.',
    image: scenePath('store-interior'),
    published: false,
    tags: ['campaign'],
    body: [
      singleHero({
        heading: 'Black Friday: 20% off',
        subheading:
          'Full-price clothing and footwear, Friday 27 to Monday 30 November. Use code BLACKFRIDAY20.',
        image: sceneImage('store-interior', 'A Cairn store decorated for winter'),
        cta: ['Shop the offer', '/all/clothing'],
      }),
      productStoryGrid('Our picks', [
        ...pickSkus(catalogue, {
          categoryUri: '/all/clothing/jackets/insulated-jackets',
          limit: 4,
        }).map((sku) => ({ sku })),
      ]),
    ],
  });
}
