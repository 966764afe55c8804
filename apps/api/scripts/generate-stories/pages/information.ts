import type { DemoCatalogue, DemoStore } from '@cairn/demo-data';
import {
  accordion,
  appointmentStore,
  CUSTOMER_SERVICE,
  embeddedHtml,
  helpWidget,
  promos,
  singleHero,
  tabbedSection,
  trackingWidget,
  video,
} from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { sceneImage, scenePath } from '../images.ts';
import type { StoryFileJson } from '../story-file.ts';
import { contentPage } from './page-shell.ts';

/** The information pages of requirements R-REDIRECT-11, in the info layout (`info-page`). */
export const INFORMATION_SLUGS = [
  'contact-us',
  'delivery-returns',
  'faqs',
  'cookie-declaration',
  'equipment-hire',
  'demo-for-free',
  'terms-conditions',
  'affiliate-programme',
  'privacy-cookie-policy',
  'sar-rtbf',
  'modern-slavery-statement',
  'ski-workshop',
] as const;

const HELP_LINKS: [string, string][] = [
  ['Track an order', '/information/delivery-returns'],
  ['Start a return', '/information/delivery-returns'],
  ['Frequently asked questions', '/information/faqs'],
  ['Find a store', '/stores'],
];

function storesWith(stores: DemoStore[], service: string) {
  return stores
    .filter((store) => store.services.includes(service))
    .map((store) => ({ name: store.name, slug: store.slug }));
}

function infoPage(
  slug: (typeof INFORMATION_SLUGS)[number],
  fields: Omit<Parameters<typeof contentPage>[0], 'slug' | 'component'>,
): StoryFileJson {
  return contentPage({ ...fields, slug: `information/${slug}`, component: 'info-page' });
}

/** Every information page. */
export function informationStories(catalogue: DemoCatalogue): StoryFileJson[] {
  const { stores } = catalogue;
  return [
    contactUs(),
    deliveryReturns(),
    faqs(),
    cookieDeclaration(),
    equipmentHire(stores),
    demoForFree(stores),
    termsConditions(),
    affiliateProgramme(),
    privacyCookiePolicy(),
    subjectAccessRequests(),
    modernSlaveryStatement(),
    skiWorkshop(stores),
  ];
}

function contactUs(): StoryFileJson {
  return infoPage('contact-us', {
    name: 'Contact us',
    description:
      'Phone, email or visit: how to reach Cairn customer services and our 16 stores, with opening hours.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-08-03'),
    body: [
      singleHero({
        heading: 'Contact us',
        subheading: `Our customer services team is here ${CUSTOMER_SERVICE.hours}.`,
      }),
      helpWidget({
        title: 'Need help with an order?',
        text: 'Most questions about orders, delivery and returns are answered in a minute on these pages.',
        links: HELP_LINKS,
      }),
      trackingWidget(
        'Where is my order?',
        'Enter your order number (from your confirmation email) and the email address you ordered with.',
      ),
      accordion('Ways to get in touch', [
        [
          'Phone',
          `Call us on **${CUSTOMER_SERVICE.phone}**, ${CUSTOMER_SERVICE.hours}. Calls cost the same as a call to a standard UK landline.\n\nHave your order number ready if you are calling about an order: it starts with the letters CRN.`,
        ],
        [
          'Email',
          `Email [${CUSTOMER_SERVICE.email}](mailto:${CUSTOMER_SERVICE.email}) and we will reply within one working day. For an order, please include the order number in the subject line.`,
        ],
        [
          'In store',
          'All 16 stores can help with online orders, returns and exchanges. Find opening hours and phone numbers on [Our stores](/stores).',
        ],
        [
          'By post',
          'Cairn Outdoor Ltd, Customer Services, 84 Grampian Road, Aviemore PH22 1RH.\n\nPlease do not post returns to this address: use the returns note in your parcel so they reach our warehouse.',
        ],
        [
          'Press, partnerships and athletes',
          'For press enquiries email [press@cairn.example](mailto:press@cairn.example). Clubs, charities and athletes looking for support can read about [our partners](/about-us/partners-friends) first.',
        ],
      ]),
      accordion('Before you get in touch', [
        [
          'Changing or cancelling an order',
          'We start packing orders quickly. Call us within an hour of ordering and we will do our best; after that, return the items for a refund when they arrive.',
        ],
        [
          'A faulty item',
          'Send a photo of the fault and your order number to our email address. If it failed in normal use, we will repair, replace or refund it. See [Delivery & returns](/information/delivery-returns).',
        ],
        [
          'Product advice',
          'Our store teams use the kit they sell. Call your nearest [store](/stores) for advice on fit, or read our [buying guides](/guides).',
        ],
      ]),
    ],
  });
}

function deliveryReturns(): StoryFileJson {
  return infoPage('delivery-returns', {
    name: 'Delivery & returns',
    description:
      'UK delivery options and prices, international delivery, and how to return or exchange an order.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-09-14'),
    body: [
      singleHero({
        heading: 'Delivery & returns',
        subheading: 'Free UK delivery over £50, and 60 days to change your mind.',
      }),
      accordion('Delivery', [
        ['Standard UK delivery', '3 to 5 working days. Free on orders over £50, otherwise £4.95.'],
        [
          'Next-day UK delivery',
          'Order before 2pm Monday to Thursday for delivery the next working day. £7.95.',
        ],
        [
          'Click & collect',
          'Free to any of our [16 stores](/stores), usually within 2 to 4 working days. We email you when your order is ready, and keep it for 14 days.',
        ],
        [
          'Highlands, islands and Northern Ireland',
          'Standard delivery can take one or two days longer to the Scottish Highlands and islands, the Isle of Man, the Channel Islands and Northern Ireland. Next-day delivery is not available to these areas.',
        ],
        [
          'International delivery',
          'We deliver to most of Europe and the United States. Prices and times are shown at checkout for your country.',
        ],
        [
          'Large and heavy items',
          'Paddleboards, large tents and ski packages go by a two-person courier who will call to arrange a day. The delivery charge is shown on the product page.',
        ],
      ]),
      accordion('Returns', [
        [
          'How to return',
          'Return unused items within 60 days with the returns note from your parcel, or bring them to any Cairn store.\n\nRefunds are made to the original payment method within 5 working days of the return reaching us.',
        ],
        [
          'Exchanges',
          'The quickest way to change a size is to return the item for a refund and place a new order. In store, we can exchange it on the spot.',
        ],
        [
          'Items we cannot take back',
          'For hygiene reasons we cannot accept worn swimwear, opened underwear or socks, or custom-moulded footbeds and boot liners, unless they are faulty. Skis with mounted bindings can be returned only if unused.',
        ],
        [
          'Faulty items',
          'If something has failed in use, contact us with your order number and a photo and we will repair, replace or refund it.',
        ],
      ]),
      trackingWidget(
        'Track your order',
        'Enter your order number and email address to see where your parcel is.',
      ),
    ],
  });
}

function faqs(): StoryFileJson {
  return infoPage('faqs', {
    name: 'FAQs',
    title: 'Frequently asked questions',
    description:
      'Answers to common questions about orders, payment, delivery, returns, sizing, stores and your Cairn account.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-12'),
    body: [
      singleHero({
        heading: 'Frequently asked questions',
        subheading: 'Quick answers about orders, delivery, returns and our stores.',
      }),
      accordion('Orders and payment', [
        [
          'Which payment methods do you accept?',
          'Visa, Mastercard and American Express cards, Apple Pay, Google Pay, PayPal, Cairn gift cards and [Klarna](/klarna) (pay in three instalments).',
        ],
        [
          'When do you take payment?',
          'We take payment when you place your order. For pre-orders, payment is taken when the item is dispatched.',
        ],
        [
          'Can I use more than one discount code?',
          'Only one discount code can be used per order, and codes cannot be used on gift cards. See [Discount codes](/discount-codes) for current offers.',
        ],
        [
          'Do you price match?',
          'We match the price of identical, in-stock items from UK specialist outdoor retailers with a store. Ask in store or call us before you order.',
        ],
      ]),
      accordion('Delivery', [
        [
          'How much does delivery cost?',
          'Standard UK delivery is free over £50 and £4.95 otherwise; next-day delivery is £7.95. Full details are on [Delivery & returns](/information/delivery-returns).',
        ],
        [
          'My order has not arrived',
          'Check the tracking link in your dispatch email first. If it has not moved for three working days, contact us and we will chase the courier.',
        ],
        [
          'Can I collect from a store?',
          'Yes: choose click & collect at checkout. It is free, and we email you when the order is ready.',
        ],
      ]),
      accordion('Returns and refunds', [
        [
          'How long do I have to return something?',
          '60 days from delivery, as long as the item is unused and has its labels.',
        ],
        [
          'When will I get my refund?',
          'Within 5 working days of the return reaching our warehouse, to the payment method you used. Your bank may take a few more days to show it.',
        ],
        [
          'Can I return an online order to a store?',
          'Yes, to any of our stores. Bring the order number or the returns note.',
        ],
      ]),
      accordion('Products and sizing', [
        [
          'How do I find my size?',
          'Each product page has a size guide. Brands size differently, so compare the measurements in centimetres with a garment you already own.',
        ],
        [
          'Is this jacket waterproof or water-resistant?',
          'A waterproof jacket has a membrane or coating and taped seams; the product page lists its hydrostatic head in millimetres. A water-resistant jacket sheds showers but will let water through in sustained rain.',
        ],
        [
          'Do you repair kit?',
          'Our stores reproof waterproofs, resole climbing shoes (in selected stores) and service skis. See [Ski workshop](/information/ski-workshop) for prices.',
        ],
      ]),
      accordion('Stores and services', [
        [
          'Do I need an appointment for a boot fitting?',
          'You do not have to book, but an [appointment](/appointments) guarantees a fitter is free, which matters on winter weekends.',
        ],
        [
          'Can I hire equipment?',
          'Yes, from our mountain stores. See [Equipment hire](/information/equipment-hire).',
        ],
      ]),
      accordion('Your account', [
        [
          'Do I need an account to order?',
          'No, you can check out as a guest. An account lets you see your orders, keep a wishlist and check out faster.',
        ],
        [
          'I have forgotten my password',
          'Choose "Forgotten your password?" on the [log in](/login) page and we will email you a link to set a new one.',
        ],
      ]),
    ],
  });
}

const COOKIE_TABLE = `<table>
  <caption>Cookies set by cairn.example</caption>
  <thead>
    <tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Category</th><th scope="col">Expires</th></tr>
  </thead>
  <tbody>
    <tr><td>cairn_cart</td><td>Remembers the items in your bag</td><td>Strictly necessary</td><td>30 days</td></tr>
    <tr><td>cairn_session</td><td>Keeps you logged in while you shop</td><td>Strictly necessary</td><td>When you close your browser</td></tr>
    <tr><td>cairn_consent</td><td>Records your cookie choices</td><td>Strictly necessary</td><td>12 months</td></tr>
    <tr><td>cairn_country</td><td>Remembers your delivery country and currency</td><td>Preferences</td><td>12 months</td></tr>
    <tr><td>cairn_recent</td><td>Shows the products you viewed recently</td><td>Preferences</td><td>30 days</td></tr>
    <tr><td>cairn_rec_session</td><td>Personalises product recommendations</td><td>Statistics</td><td>12 months</td></tr>
    <tr><td>cairn_ab</td><td>Measures which version of a page works better</td><td>Statistics</td><td>90 days</td></tr>
  </tbody>
</table>`;

function cookieDeclaration(): StoryFileJson {
  return infoPage('cookie-declaration', {
    name: 'Cookie declaration',
    description:
      'The cookies cairn.example uses, what each one does, how long it lasts and how to change your choices.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-06-30'),
    body: [
      singleHero({
        heading: 'Cookie declaration',
        subheading: 'What we store in your browser, and why.',
      }),
      accordion('About cookies', [
        [
          'What is a cookie?',
          'A cookie is a small text file a website stores in your browser. Some are needed for the site to work at all, such as the one that remembers your bag; others help us understand how the site is used.',
        ],
        [
          'Changing your choices',
          'You can change or withdraw your consent at any time from the "Cookie settings" link at the bottom of every page. You can also delete cookies in your browser settings, though the site will then forget your bag.',
        ],
        [
          'More about your data',
          'Our [privacy and cookie policy](/information/privacy-cookie-policy) explains how we use personal data and your rights over it.',
        ],
      ]),
      tabbedSection('Cookie categories', [
        {
          label: 'Strictly necessary',
          text: 'These make the shop work: your bag, checkout, logging in and remembering your cookie choices. They cannot be switched off, and they do not track you across other sites.',
        },
        {
          label: 'Preferences',
          text: 'These remember choices you make, such as your delivery country and the products you viewed, so you do not have to start again each visit.',
        },
        {
          label: 'Statistics',
          text: 'These tell us, in aggregate, which pages are visited and where people get stuck, so we can improve the site. They are only set if you agree.',
        },
        {
          label: 'Marketing',
          text: 'We do not currently set marketing cookies. If that changes, this page will list them and we will ask for your consent first.',
        },
      ]),
      embeddedHtml('Cookies we use', COOKIE_TABLE),
    ],
  });
}

function equipmentHire(stores: DemoStore[]): StoryFileJson {
  return infoPage('equipment-hire', {
    name: 'Equipment hire',
    description:
      'Hire skis, snowboards, ski touring and winter mountaineering kit, and camping equipment from Cairn mountain stores.',
    image: scenePath('ski-slope'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-20'),
    body: [
      singleHero({
        heading: 'Equipment hire',
        subheading:
          'Try before you buy, or travel light: hire well-maintained kit from our mountain stores.',
        image: sceneImage(
          'ski-slope',
          'A rack of hire skis outside a store at the foot of a ski slope',
        ),
      }),
      tabbedSection('What you can hire', [
        {
          label: 'Ski & snowboard',
          text: 'Skis or snowboard with boots and poles, fitted and adjusted in store.\n\n- Adult ski or snowboard package: £32 for one day, £120 for six days\n- Child package (under 16): £20 for one day, £75 for six days\n- Helmet: £6 a day',
        },
        {
          label: 'Ski touring',
          text: 'Touring skis with skins, touring boots and poles, plus a transceiver, shovel and probe.\n\n- Touring package: £55 for one day, £210 for six days\n- Avalanche kit only (transceiver, shovel, probe): £15 a day\n\nWe check that you know how to use a transceiver before you go.',
        },
        {
          label: 'Winter mountaineering',
          text: 'Boots rated B2 or B3, crampons to match, an ice axe and a helmet.\n\n- Boots: £12 a day\n- Crampons: £8 a day\n- Ice axe: £6 a day\n- Full winter package: £28 a day',
        },
        {
          label: 'Camping',
          text: 'Two and four-person tents, three-season sleeping bags and mats.\n\n- Tent: from £15 a night\n- Sleeping bag: £10 a night (washed after every hire)\n- Sleeping mat: £5 a night',
        },
      ]),
      accordion('How hire works', [
        [
          'Booking',
          'Call the store or book an appointment below. Hire kit is first come, first served, and busy in February half-term, so book ahead for school holidays.',
        ],
        [
          'Collecting and returning',
          'Collect from 4pm the day before your first day at no extra charge, and return by 10am the day after your last day. Bring photo ID and a payment card for the deposit.',
        ],
        [
          'Damage and loss',
          'Normal wear is part of the price. Damage beyond that, or lost kit, is charged at repair or replacement cost. Damage cover is available for £3 a day.',
        ],
        [
          'Hire, then buy',
          'If you buy the same model within 14 days, we take the first two days of hire off the price. See [Demo for free](/information/demo-for-free).',
        ],
      ]),
      appointmentStore({
        title: 'Book hire at a mountain store',
        text: 'Equipment hire is available at these stores.',
        buttonLabel: 'Book a hire fitting',
        stores: storesWith(stores, 'Equipment hire'),
      }),
    ],
  });
}

function demoForFree(stores: DemoStore[]): StoryFileJson {
  return infoPage('demo-for-free', {
    name: 'Demo for free',
    description:
      'Try skis, ski boots and snowboards on the hill, then get the demo fee back when you buy from Cairn.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-20'),
    body: [
      singleHero({
        heading: 'Demo for free',
        subheading: 'Ski it before you buy it, and we will refund the demo fee when you do.',
        image: sceneImage('ski-slope', 'A skier carving a turn on an empty piste'),
        cta: ['See ski equipment', '/all/equipment/ski-equipment'],
      }),
      accordion('How it works', [
        [
          '1. Choose a demo',
          "Our demo fleet covers this season's piste, all-mountain and touring skis, and snowboards in most lengths. Ask a store which models it has in your size.",
        ],
        [
          '2. Ski it',
          'Demos cost £35 a day, or £25 a day for three days or more, with bindings set for you.',
        ],
        [
          '3. Buy and get the fee back',
          'Buy the same model, new, from Cairn within 14 days of returning the demo and we deduct up to three days of demo fees from the price.',
        ],
      ]),
      accordion('Good to know', [
        [
          'What you need',
          'Your own boots, or hire boots from us. Bindings are adjusted to your boot sole length, weight and ability, so bring the boots you will ski in.',
        ],
        [
          'Terms',
          'The refund applies to one pair of skis or one snowboard per demo, bought at full or sale price, online or in store. It cannot be exchanged for cash or used with staff discount.',
        ],
      ]),
      appointmentStore({
        title: 'Book a demo',
        text: 'Demo skis and boards are kept at stores with a ski workshop.',
        buttonLabel: 'Book a demo',
        stores: storesWith(stores, 'Ski servicing workshop'),
      }),
    ],
  });
}

function termsConditions(): StoryFileJson {
  return infoPage('terms-conditions', {
    name: 'Terms & conditions',
    title: 'Terms & conditions',
    description:
      'The terms that apply when you buy from Cairn online or in store: orders, prices, delivery, returns and your statutory rights.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-04-01'),
    body: [
      singleHero({
        heading: 'Terms & conditions',
        subheading: 'Last updated 1 April 2026. These terms do not affect your statutory rights.',
      }),
      accordion('Terms of sale', [
        [
          'Who we are',
          'This website is run by Cairn Outdoor Ltd, 84 Grampian Road, Aviemore PH22 1RH. You can contact us on the details at [Contact us](/information/contact-us).',
        ],
        [
          'Your order',
          'Your order is an offer to buy. The contract is made when we email to confirm dispatch. If we cannot accept your order, for example because an item is out of stock or mispriced, we will tell you and refund any payment.',
        ],
        [
          'Prices',
          'Prices are in pounds sterling and include VAT at the current rate. Delivery charges are shown at checkout. If a price is obviously wrong, we will contact you before dispatch.',
        ],
        [
          'Delivery',
          'We deliver to the address you give us in the time shown at checkout. Risk passes to you on delivery. See [Delivery & returns](/information/delivery-returns).',
        ],
        [
          'Your right to cancel',
          'Under the Consumer Contracts Regulations you may cancel within 14 days of delivery for any reason. We extend this to 60 days for unused items. We refund the price and standard delivery within 14 days of receiving the return.',
        ],
        [
          'Faulty goods',
          'Under the Consumer Rights Act 2015, goods must be as described, fit for purpose and of satisfactory quality. If they are not, you are entitled to a repair, replacement or refund.',
        ],
      ]),
      accordion('Promotions and gift cards', [
        [
          'Discount codes',
          'One code per order. Codes have an expiry date and may exclude some brands or sale items, as stated with the code. They have no cash value.',
        ],
        [
          'Gift cards',
          'Gift cards are valid for 24 months from purchase, online and in store, and can be used over several orders. They cannot be exchanged for cash.',
        ],
        [
          'Competitions',
          'Each competition has its own terms, published with it, such as those for the [ski holiday competition](/articles/ski-holiday-competition).',
        ],
      ]),
      accordion('Using this website', [
        [
          'Content',
          'Text, photographs and guides on this site belong to Cairn or our partners. You may share links to them but not copy them for commercial use.',
        ],
        [
          'Law',
          'These terms are governed by the law of Scotland. If you live elsewhere in the UK, you may also bring proceedings in your local courts.',
        ],
      ]),
    ],
  });
}

function affiliateProgramme(): StoryFileJson {
  return infoPage('affiliate-programme', {
    name: 'Affiliate programme',
    description:
      'Earn commission by recommending Cairn: who can join our affiliate programme, commission rates and how to apply.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-03-02'),
    body: [
      singleHero({
        heading: 'Affiliate programme',
        subheading: 'Write about the outdoors? Earn commission when your readers buy from Cairn.',
      }),
      accordion('How it works', [
        [
          'Who can join',
          'Bloggers, clubs, guides, instructors and publishers with an outdoor audience. We review every application and reply within ten working days.',
        ],
        [
          'Commission',
          '- 7% on full-price orders\n- 4% on sale items\n- 3% on ski hardware (skis, boots, bindings)\n\nCommission is paid monthly on orders that are not returned, with a 30-day cookie.',
        ],
        [
          'What you get',
          'Product feeds, seasonal banners, early news of sales, and a named contact in our online team.',
        ],
        [
          'Rules',
          'Do not bid on the Cairn name in paid search, use discount codes that were not issued to you, or present yourself as Cairn. Sponsored posts must be labelled as advertising, as the ASA requires.',
        ],
        [
          'How to apply',
          'Email [affiliates@cairn.example](mailto:affiliates@cairn.example) with a link to your site or channel and a few words about your audience.',
        ],
      ]),
    ],
  });
}

function privacyCookiePolicy(): StoryFileJson {
  return infoPage('privacy-cookie-policy', {
    name: 'Privacy & cookie policy',
    title: 'Privacy & cookie policy',
    description:
      'How Cairn collects, uses and protects your personal data, how long we keep it, and your rights under UK data protection law.',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-06-30'),
    body: [
      singleHero({
        heading: 'Privacy & cookie policy',
        subheading: 'Last updated 30 June 2026.',
      }),
      accordion('How we use your data', [
        [
          'Who is responsible',
          'Cairn Outdoor Ltd is the controller of your personal data. Our data protection lead can be reached at [privacy@cairn.example](mailto:privacy@cairn.example).',
        ],
        [
          'What we collect',
          '- Your name, addresses, email and phone number when you order or create an account\n- Your orders, returns and appointments\n- Payment confirmations (never your full card number: payments are handled by our payment providers)\n- How you use our site, if you accept statistics cookies',
        ],
        [
          'Why we use it',
          '- To deliver your orders and handle returns (to perform our contract with you)\n- To send our newsletter, only if you sign up (with your consent, which you can withdraw at any time)\n- To prevent fraud and keep our site secure (our legitimate interests)\n- To keep accounting records (a legal obligation)',
        ],
        [
          'Who we share it with',
          'Couriers, payment providers, our customer service and email platforms, and Klarna if you choose to pay with Klarna. They may only use your data to provide their service to us. We never sell your data.',
        ],
        [
          'How long we keep it',
          'Order records for six years after the end of the financial year, as tax law requires. Account details until you close your account, and newsletter details until you unsubscribe.',
        ],
        [
          'International transfers',
          "Some providers store data outside the UK. Where they do, we use the UK's International Data Transfer Agreement or an adequacy decision to protect it.",
        ],
      ]),
      accordion('Your rights', [
        [
          'What you can ask for',
          'You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and ask for it in a portable format. See [Subject access and erasure requests](/information/sar-rtbf).',
        ],
        [
          'Complaints',
          "Please tell us first so we can put it right. You can also complain to the Information Commissioner's Office at [ico.org.uk](https://ico.org.uk/make-a-complaint/).",
        ],
      ]),
      accordion('Cookies', [
        [
          'How we use cookies',
          'We use strictly necessary cookies to run the shop and, with your consent, preference and statistics cookies. The full list is on our [cookie declaration](/information/cookie-declaration).',
        ],
      ]),
    ],
  });
}

function subjectAccessRequests(): StoryFileJson {
  return infoPage('sar-rtbf', {
    name: 'Subject access and erasure requests',
    description:
      'How to ask Cairn for a copy of your personal data (a subject access request) or ask us to delete it (the right to be forgotten).',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-06-30'),
    body: [
      singleHero({
        heading: 'Subject access and erasure requests',
        subheading: 'Ask for a copy of the data we hold about you, or ask us to delete it.',
      }),
      accordion('Making a request', [
        [
          'Subject access request',
          'Email [privacy@cairn.example](mailto:privacy@cairn.example) with the subject "Subject access request", your full name, and the email addresses and postal addresses you have used with us. We will send a copy of your personal data and explain how we use it.',
        ],
        [
          'Right to be forgotten',
          'Email the same address with the subject "Erasure request". We will delete your account, marketing preferences and browsing history. We must keep order and payment records for six years for tax purposes, but we will not use them for anything else.',
        ],
        [
          'Proving who you are',
          'To protect your data we may ask you to confirm a recent order number, or send the request from the email address on your account. We never ask for a copy of your passport by email.',
        ],
        [
          'How long it takes',
          'We respond within one month of receiving your request, and tell you if a complex request needs up to two more months. There is no charge.',
        ],
        [
          'If you are not happy',
          "Reply to our response and our data protection lead will review it. You can also complain to the [Information Commissioner's Office](https://ico.org.uk/make-a-complaint/).",
        ],
      ]),
    ],
  });
}

function modernSlaveryStatement(): StoryFileJson {
  return infoPage('modern-slavery-statement', {
    name: 'Modern slavery statement',
    description:
      "Cairn's statement under section 54 of the Modern Slavery Act 2015 for the financial year ending 31 March 2026.",
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-09-01'),
    body: [
      singleHero({
        heading: 'Modern slavery statement',
        subheading:
          'Our statement under section 54 of the Modern Slavery Act 2015, for the financial year ending 31 March 2026.',
      }),
      accordion('Our statement', [
        [
          'Our business',
          'Cairn Outdoor Ltd sells outdoor clothing, footwear and equipment through 16 UK stores and online. We employ around 480 people and buy from about 60 brands, most of which manufacture in Europe and Asia.',
        ],
        [
          'Our supply chain',
          'We buy finished goods from brands rather than directly from factories, except for Cairn-branded products, which are made by eleven factories in Portugal, Romania, Vietnam and China.',
        ],
        [
          'Policies',
          'Every supplier signs our code of conduct, based on the Ethical Trading Initiative Base Code. It prohibits forced, bonded and child labour, and requires freely chosen employment, a living wage and the right to join a union.',
        ],
        [
          'Due diligence',
          'The factories that make Cairn products are audited by independent auditors at least every two years, including unannounced visits. We ask the brands we buy from for their own modern slavery statements and audit summaries.',
        ],
        [
          'Risks we have found',
          'The highest risks are in raw materials we do not see directly, such as cotton and down, and in migrant workers paying recruitment fees. We require responsibly sourced, certified down in Cairn products and ask factories to repay any recruitment fees workers have paid.',
        ],
        [
          'Training',
          'Our buying and product teams complete training on modern slavery risks every year. Store managers are trained to recognise signs of exploitation in the businesses we work with locally.',
        ],
        [
          'Next year',
          'We will map the mills that supply fabric for Cairn products and publish our factory list on this page.',
        ],
        [
          'Approval',
          'This statement was approved by the board of Cairn Outdoor Ltd and signed by the managing director on 1 September 2026.',
        ],
      ]),
    ],
  });
}

const WORKSHOP_PRICES = `<table>
  <caption>Ski and snowboard workshop prices</caption>
  <thead>
    <tr><th scope="col">Service</th><th scope="col">What we do</th><th scope="col">Price</th></tr>
  </thead>
  <tbody>
    <tr><td>Hot wax</td><td>Clean and hot wax the base</td><td>£15</td></tr>
    <tr><td>Edge and wax</td><td>Side and base edges sharpened, hot wax</td><td>£30</td></tr>
    <tr><td>Full service</td><td>Base repair, stone grind, edges, hot wax, binding check</td><td>£45</td></tr>
    <tr><td>Base repair</td><td>Deep gouges filled and levelled</td><td>from £10</td></tr>
    <tr><td>Binding check</td><td>Release settings tested and adjusted to your boots</td><td>£20</td></tr>
    <tr><td>Binding mount</td><td>New bindings mounted and set</td><td>£35 (free with new skis)</td></tr>
    <tr><td>Summer storage wax</td><td>A thick protective wax for storage, scraped in autumn</td><td>£18</td></tr>
  </tbody>
</table>`;

function skiWorkshop(stores: DemoStore[]): StoryFileJson {
  return infoPage('ski-workshop', {
    name: 'Ski workshop',
    description:
      'Ski and snowboard servicing from Cairn workshops: waxing, edge sharpening, base repair and binding checks, with prices and turnaround times.',
    image: scenePath('ski-workshop'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-10-20'),
    body: [
      singleHero({
        heading: 'Ski workshop',
        subheading: 'Sharp edges, a smooth base and bindings you can trust, usually in 48 hours.',
        image: sceneImage('ski-workshop', 'A technician waxing a ski clamped in a workshop vice'),
        cta: ['Book a service', '/appointments'],
      }),
      tabbedSection('Our services', [
        {
          label: 'Waxing',
          text: 'Wax protects the base and makes your skis glide. We clean the base, iron in a temperature-matched wax and scrape and brush it. Wax every four to six days on the snow, and before storing skis for the summer.',
        },
        {
          label: 'Edges',
          text: 'Sharp edges grip on hard snow and ice. We set the side edge to 88 degrees for most piste skis, and 87 degrees for racers and icy conditions, and polish away burrs from rocks.',
        },
        {
          label: 'Base repair',
          text: 'Rocks leave gouges that slow you down and let water reach the core. We fill them with P-Tex, then stone grind the base flat with a fresh structure for glide.',
        },
        {
          label: 'Bindings',
          text: 'Our technicians are trained to check release settings (DIN) against your weight, height, age, ability and boot sole length. We test every binding we adjust and record the settings for you.',
        },
      ]),
      embeddedHtml('Price list', WORKSHOP_PRICES),
      video({
        title: 'Inside the workshop',
        name: 'ski-workshop-full-service',
        alt: 'A full ski service in our Aviemore workshop, from base repair to hot wax',
        poster: 'ski-workshop',
        caption: 'A full service in our Aviemore workshop, filmed in one take (3 minutes).',
      }),
      accordion('Good to know', [
        [
          'Turnaround',
          'Usually 48 hours, or 5 working days in December and February. Same-day waxing is available at Aviemore and Fort William if you drop skis off before 10am.',
        ],
        [
          'Free with new skis',
          'When you buy skis and bindings from us, mounting and your first binding check are free, and you get a free hot wax within the first season.',
        ],
      ]),
      promos('More from our workshops', [
        {
          heading: 'Ski boot fitting',
          text: 'Heat-moulded liners, custom footbeds and shell stretching.',
          href: '/guides/ski-boot-buying-guide',
        },
        {
          heading: 'Equipment hire',
          text: 'Skis, boards and touring kit from our mountain stores.',
          href: '/information/equipment-hire',
        },
      ]),
      appointmentStore({
        title: 'Book a workshop slot',
        text: 'Choose a store with a ski workshop.',
        buttonLabel: 'Book a service',
        stores: storesWith(stores, 'Ski servicing workshop'),
      }),
    ],
  });
}
