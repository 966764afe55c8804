import type { DemoCatalogue } from '@cairn/demo-data';
import {
  accordion,
  type Blok,
  carousel,
  imageProductSpotlight,
  productStoryGrid,
  tabbedSection,
  video,
} from '../../blocks.ts';
import { type Scene, sceneImage } from '../../images.ts';
import { pickProducts, pickSkus } from '../../product-picks.ts';

/** The words of an article; `articleStories` adds the hero and "more articles". */
export type ArticleCopy = {
  slug: string;
  author: string;
  scene: Scene;
  alt: string;
  tags: string[];
  /** Shown under the hero heading instead of the excerpt (e.g. "this competition has closed"). */
  notice?: string;
  body: (catalogue: DemoCatalogue) => Blok[];
};

function firstSku(catalogue: DemoCatalogue, categoryUri: string): string {
  const [product] = pickProducts(catalogue, { categoryUri, limit: 1 });
  if (!product) throw new Error(`No demo product in ${categoryUri}`);
  return product.sku;
}

export const ARTICLES: ArticleCopy[] = [
  {
    slug: 'ski-holiday-competition',
    author: 'The Cairn team',
    scene: 'ski-slope',
    alt: 'Skiers on a sunny Alpine piste with snowy peaks behind',
    tags: ['competition', 'skiing'],
    notice:
      'This competition closed on 28 February 2026. Thank you to everyone who entered: the winner has been contacted.',
    body: (catalogue) => [
      accordion('The prize', [
        [
          'A week in the Alps for two',
          'Seven nights in a catered chalet in the French Alps for the winner and a guest, with return flights from a UK airport, resort transfers and six-day lift passes for both.',
        ],
        [
          '£500 of Cairn kit',
          'Plus a £500 Cairn gift card each, to spend online or in store, and a free ski boot fitting at the store of your choice.',
        ],
      ]),
      productStoryGrid('Kit to take', [
        ...pickSkus(catalogue, {
          categoryUri: '/all/equipment/ski-equipment/ski-goggles',
          limit: 1,
        }).map((sku) => ({ sku })),
        ...pickSkus(catalogue, {
          categoryUri: '/all/equipment/ski-equipment/ski-helmets',
          limit: 1,
        }).map((sku) => ({ sku })),
        ...pickSkus(catalogue, { categoryUri: '/all/clothing/jackets/ski-jackets', limit: 2 }).map(
          (sku) => ({ sku }),
        ),
      ]),
      accordion('How to enter', [
        [
          'Entering',
          'Answer one question: which is the highest mountain in the United Kingdom? Email your answer, with your name and phone number, to [competitions@cairn.example](mailto:competitions@cairn.example) with the subject ALPS, or fill in an entry card at any Cairn store.',
        ],
        [
          'Key dates',
          '- Opens: 12 January 2026, 9am\n- Closes: 28 February 2026, 11.59pm\n- Winner drawn at random from correct entries: 6 March 2026\n- Travel: any week of the 2026 to 2027 winter season, subject to availability, excluding school holidays',
        ],
      ]),
      accordion('Terms and conditions', [
        [
          'Who can enter',
          'UK residents aged 18 or over, except employees of Cairn Outdoor Ltd and their families. One entry per person. No purchase necessary.',
        ],
        [
          'The prize',
          'The prize is as described, is not transferable and has no cash alternative. The winner and guest must hold valid passports and travel insurance with winter sports cover. Cairn may offer a prize of equal or greater value if the described prize becomes unavailable.',
        ],
        [
          'The winner',
          "The winner is notified by email and phone and must reply within 14 days, or a new winner is drawn. The winner's surname and county are available on request.",
        ],
        [
          'Promoter',
          'Cairn Outdoor Ltd, 84 Grampian Road, Aviemore PH22 1RH. Your details are used only to run the competition, as set out in our [privacy policy](/information/privacy-cookie-policy).',
        ],
      ]),
    ],
  },
  {
    slug: 'first-munro-tips',
    author: 'Ewan Campbell, Fort William store',
    scene: 'mountains-dawn',
    alt: 'A path leading up a grassy Scottish mountain at sunrise',
    tags: ['hiking', 'scotland'],
    body: (catalogue) => [
      accordion('Ten tips from our Fort William team', [
        [
          '1. Choose a straightforward hill',
          'Start with a Munro that has a clear path and no scrambling. Ben Lomond, Schiehallion and Ben Chonzie are popular first Munros for good reason.',
        ],
        [
          '2. Read the forecast, then read it again',
          'Check a mountain-specific forecast for summit wind and cloud, not the town forecast. Wind over 30mph on the tops makes walking hard work.',
        ],
        [
          '3. Start early',
          'Allow more time than the guidebook says: most first-timers take six to eight hours. An early start means you are not racing the light.',
        ],
        [
          '4. Wear boots that fit',
          'Comfortable, broken-in boots with good grip. See our [walking boot guide](/guides/walking-boot-buying-guide).',
        ],
        [
          '5. Pack for four seasons',
          'Even in summer, take a waterproof jacket and trousers, a warm layer, a hat and gloves. It can be 10°C colder on the summit than in the glen.',
        ],
        [
          '6. Carry a map and compass',
          'And know how to use them. Phones are a good back-up, but batteries die and signal is patchy.',
        ],
        [
          '7. Eat and drink as you go',
          'Little and often keeps your energy up. Carry at least a litre and a half of water and more food than you think you need.',
        ],
        [
          '8. Tell someone your plan',
          'Leave your route and the time you expect to be back with someone at home.',
        ],
        [
          '9. Know when to turn back',
          'Set a turn-back time before you start, and stick to it. If the cloud comes in or someone is struggling, the hill will be there another day.',
        ],
        [
          '10. Save energy for the descent',
          'Most slips happen on the way down, when legs are tired. Take your time, and use walking poles if you have them.',
        ],
      ]),
      productStoryGrid('What we pack', [
        ...pickSkus(catalogue, { categoryUri: '/all/footwear/hiking-footwear', limit: 1 }).map(
          (sku) => ({ sku }),
        ),
        ...pickSkus(catalogue, {
          categoryUri: '/all/equipment/packs-luggage/backpacks',
          limit: 1,
        }).map((sku) => ({ sku })),
        ...pickSkus(catalogue, { categoryUri: '/all/hiking/hiking-clothing', limit: 2 }).map(
          (sku) => ({ sku }),
        ),
      ]),
    ],
  },
  {
    slug: 'behind-the-scenes-ski-workshop',
    author: 'Jamie Fraser, Aviemore workshop',
    scene: 'ski-workshop',
    alt: 'A pair of skis clamped in a workshop vice under bright lights',
    tags: ['skiing', 'workshop'],
    body: () => [
      tabbedSection('What happens to your skis', [
        {
          label: '1. Inspection',
          text: 'We check the base for gouges, the edges for burrs and cracks, and the bindings for damage, and note anything we need to ask you about.',
        },
        {
          label: '2. Base repair',
          text: 'Deep gouges are cleaned and filled with melted P-Tex, then scraped flush. Core shots (gouges down to the core) need a stronger repair.',
        },
        {
          label: '3. Stone grind',
          text: 'A grinding stone flattens the base and cuts a fine structure into it. The structure breaks the suction of wet snow, so the ski glides.',
        },
        {
          label: '4. Edges',
          text: 'Side edges are ground to the angle you ski (usually 88 degrees), and base edges are set for grip without catching.',
        },
        {
          label: '5. Hot wax',
          text: 'We iron in a wax to suit the snow temperature, let it cool, then scrape and brush it out. The wax you ski on is the wax in the base, not on it.',
        },
      ]),
      video({
        title: 'Watch a full service',
        name: 'ski-workshop-full-service',
        alt: 'A full ski service in our Aviemore workshop',
        poster: 'ski-workshop',
        caption: 'Start to finish in three minutes, speeded up.',
      }),
      accordion('Questions we get asked', [
        [
          'How often should I service my skis?',
          'A hot wax every four to six days on snow, and a full service once a season, or after a holiday on rocky, early-season snow.',
        ],
        [
          'Can I wax my own skis?',
          'Yes: an iron, a scraper and a brush are all you need. Come to one of our [wax clinics](/about-us/whats-on) to learn how.',
        ],
        ['How much does it cost?', 'See our [workshop price list](/information/ski-workshop).'],
      ]),
    ],
  },
  {
    slug: 'wild-camping-etiquette',
    author: 'Hannah Price, ambassador',
    scene: 'forest-camp',
    alt: 'A small tent beside a loch in the evening',
    tags: ['camping', 'leave-no-trace'],
    body: () => [
      accordion('Where you can camp', [
        [
          'Scotland',
          'The Scottish Outdoor Access Code lets you camp on most unenclosed land, responsibly. Some areas need a permit in summer, such as parts of Loch Lomond and the Trossachs National Park.',
        ],
        [
          'England and Wales',
          "Wild camping needs the landowner's permission almost everywhere, with some exceptions on Dartmoor. Many hill farmers will say yes if you ask.",
        ],
      ]),
      accordion('Pitching responsibly', [
        [
          'Small and out of the way',
          'Pitch one or two tents, away from houses, roads and farm animals, and at least 30 metres from water.',
        ],
        [
          'Arrive late, leave early',
          'Stay for one or two nights at most. By the time walkers arrive in the morning, you should be gone.',
        ],
        [
          'No fires',
          'Fires scar the ground for years and can spread into peat. Use a stove, on a rock or bare ground, and keep it well away from the tent.',
        ],
      ]),
      accordion('Leaving no trace', [
        [
          'Rubbish',
          'Carry out everything, including food waste: orange peel takes up to two years to rot on a hillside.',
        ],
        [
          'Toilet',
          'Dig a hole 15cm deep, at least 30 metres from water and paths, and fill it in. Carry out toilet paper in a sealed bag.',
        ],
        ['Washing', 'Wash dishes and yourself away from streams, without soap if you can.'],
      ]),
      accordion('Before you go', [
        [
          'Kit',
          'Read our [wild camping kit list](/guides/wild-camping-kit-list) for everything you need.',
        ],
      ]),
    ],
  },
  {
    slug: 'pfc-free-waterproofs-explained',
    author: 'Priya Shah, product team',
    scene: 'coastal-path',
    alt: 'A walker in a waterproof jacket on a wet coastal path',
    tags: ['waterproofs', 'sustainability'],
    body: (catalogue) => [
      accordion('The questions we are asked most', [
        [
          'What are PFCs?',
          'Per- and polyfluorinated chemicals (also called PFAS) were used for decades in waterproof membranes and water-repellent finishes. They work very well, but some break down into substances that persist in the environment and in our bodies.',
        ],
        [
          'Why is the industry moving away from them?',
          'Because of those concerns, regulators in Europe and the United States are restricting them, and most outdoor brands have already switched to PFC-free materials.',
        ],
        [
          'What is an ePE membrane?',
          'Expanded polyethylene: a thin, porous membrane that, like older membranes, lets water vapour out but keeps rain in, without fluorinated chemicals. You will see it in new jackets from several brands.',
        ],
        [
          'Are PFC-free jackets as waterproof?',
          'The membranes are as waterproof. The difference is the outer finish: PFC-free water repellents are slightly less resistant to oil and dirt, so they need washing and reproofing more often to keep beading.',
        ],
        [
          'How do I look after one?',
          'Wash it regularly with a technical wash and reproof it when water stops beading. Our [reproofing guide](/guides/how-to-reproof-a-waterproof-jacket) shows how.',
        ],
      ]),
      productStoryGrid('PFC-free jackets', [
        ...pickSkus(catalogue, { categoryUri: '/all/clothing/jackets', limit: 4 }).map((sku) => ({
          sku,
        })),
      ]),
    ],
  },
  {
    slug: 'cairngorm-winter-conditions',
    author: 'Isla Morrison, mountain guide',
    scene: 'snowy-ridge',
    alt: 'Wind-blown snow on a Cairngorm plateau under grey skies',
    tags: ['winter', 'safety', 'scotland'],
    body: () => [
      tabbedSection('Before you go', [
        {
          label: 'Avalanche forecast',
          text: 'The Scottish Avalanche Information Service publishes a daily forecast for the Cairngorms and other areas through the winter. It uses a five-level scale: low, moderate, considerable, high and very high.\n\nRead the whole forecast, not just the level: it tells you which slopes (by aspect and height) hold the danger. Most accidents happen at moderate and considerable.',
        },
        {
          label: 'Mountain weather',
          text: 'Look at summit wind speed, wind chill and the freezing level, not just the chance of rain. On the plateau, winds of 50mph make walking difficult and navigation hard; 70mph can knock you over.',
        },
        {
          label: 'Ground conditions',
          text: 'Hard, icy snow (névé) is excellent for crampons but dangerous without them. Thin ice on rock (verglas) is treacherous. Cornices overhang the edges of corries and can collapse: keep well back from the edge.',
        },
        {
          label: 'Making the call',
          text: 'Put it all together: choose a route that avoids the slopes the forecast warns about, with a plan B. Decide in advance what would make you turn back.',
        },
      ]),
      accordion('On the hill', [
        [
          'Keep checking',
          'Conditions change through the day. Look for signs of instability: recent avalanches, cracking snow and whumping sounds.',
        ],
        [
          'Navigation in a whiteout',
          'On the plateau, everything can disappear into white. Walk on a bearing, count paces and use your map: your phone is a back-up.',
        ],
      ]),
      accordion('Learn more', [
        ['Kit', 'See our [winter hillwalking kit list](/guides/winter-hillwalking-kit-list).'],
        [
          'Skills',
          "Join a free avalanche awareness evening at our Aviemore store: details on [What's on](/about-us/whats-on).",
        ],
      ]),
    ],
  },
  {
    slug: 'trail-running-for-beginners',
    author: 'Amara Okafor, ambassador',
    scene: 'trail-run',
    alt: 'A runner on a narrow trail across a heather moor',
    tags: ['trail-running'],
    body: (catalogue) => [
      accordion('Getting started', [
        [
          'Shoes',
          'Trail shoes have deeper lugs for mud and a firmer upper to hold your foot on uneven ground. Choose more cushioning for hard trails, more grip for mud and fell.',
        ],
        [
          'Slow down',
          'Run by effort, not pace. Trails are slower than roads, and walking the steep uphills is what experienced runners do too.',
        ],
        [
          'Uphill and downhill',
          'Take short steps uphill. Downhill, look a few metres ahead, keep your feet under you and let your arms help you balance.',
        ],
      ]),
      accordion('What to carry', [
        [
          'Short runs',
          'A phone, a windproof jacket and something to drink in a small vest or belt.',
        ],
        [
          'Longer and hill runs',
          'Add a waterproof, a hat and gloves, food, a map and a whistle. See our [running pack guide](/guides/trail-running-packs-buying-guide).',
        ],
      ]),
      accordion('First routes', [
        [
          'Where to start',
          'Canal towpaths, forest tracks and waymarked trails in country parks are gentle first steps. Build up to hill paths over a few months.',
        ],
        [
          'Join a group',
          "Many of our stores run social runs: ask in store or see [What's on](/about-us/whats-on).",
        ],
      ]),
      productStoryGrid('Kit for your first trail run', [
        ...pickSkus(catalogue, { categoryUri: '/all/trail-running', limit: 4 }).map((sku) => ({
          sku,
        })),
      ]),
    ],
  },
  {
    slug: 'paddleboarding-safety',
    author: 'Hannah Price, ambassador',
    scene: 'loch-paddle',
    alt: 'A paddleboarder on a calm loch with hills behind',
    tags: ['paddleboarding', 'safety'],
    body: () => [
      accordion('Before you get on the water', [
        [
          'Check the wind',
          'Avoid offshore winds, which blow from the land out to the water: they make it easy to paddle out and hard to get back. Beginners should stay on sheltered water in light winds.',
        ],
        [
          'Tell someone',
          'Let someone know where you are going and when you will be back, and carry a phone in a waterproof pouch.',
        ],
      ]),
      accordion('Essential kit', [
        [
          'Leash',
          'Always wear a leash so the board stays with you: it floats and helps you stay afloat. On flat water a coiled ankle or calf leash is fine; on moving water or rivers, use a quick-release waist leash so you can free yourself if it snags.',
        ],
        ['Buoyancy aid', 'Wear a buoyancy aid, especially on open water and when paddling alone.'],
        [
          'Clothing',
          'UK water is cold all year. Wear a wetsuit or quick-drying layers you can swim in. See our [wetsuit guide](/guides/wetsuit-buying-guide).',
        ],
      ]),
      accordion('If you fall in cold water', [
        [
          'Float to live',
          'Cold water shock makes you gasp and breathe fast for the first minute or so. Lie back, float and let your breathing settle before you try to climb back on.',
        ],
        [
          'Get back on',
          'Climb on from the side, near the middle of the board, kneel first, and stand up when you are steady.',
        ],
        ['In an emergency', 'Call 999 or 112 and ask for the coastguard.'],
      ]),
    ],
  },
  {
    slug: 'meet-our-ambassadors-2026',
    author: 'The Cairn team',
    scene: 'crag',
    alt: 'A climber on a steep crag in evening light',
    tags: ['ambassadors'],
    body: () => [
      carousel('Our 2026 ambassadors', [
        {
          heading: 'Isla Morrison',
          text: 'Mountain guide, Lochaber. Winter climbing, ski touring and a lot of cups of tea in bothies.',
          image: sceneImage('snowy-ridge', 'Isla Morrison leading a party along a snowy ridge'),
        },
        {
          heading: 'Dafydd Hughes',
          text: 'Climber, Llanberis. New routes on slate and rhyolite and coaching young climbers.',
          image: sceneImage('crag', 'Dafydd Hughes on a slate slab'),
        },
        {
          heading: 'Amara Okafor',
          text: 'Fell runner, Lake District. Long days, big rounds and advice for new trail runners.',
          image: sceneImage('trail-run', 'Amara Okafor running down a fell path'),
        },
        {
          heading: 'Callum Reid',
          text: 'Freeride skier, Glenshee. Competes in freeride events and coaches the next generation.',
          image: sceneImage('ski-slope', 'Callum Reid skiing fresh snow'),
        },
        {
          heading: 'Hannah Price',
          text: 'Paddler, Gower. Sea and loch paddleboarding, and water safety for beginners.',
          image: sceneImage('loch-paddle', 'Hannah Price paddling at dawn'),
        },
      ]),
      accordion('What our ambassadors do', [
        [
          'Test kit',
          'They use our kit hard all year and tell us what fails, what works and what we should stock.',
        ],
        [
          'Share what they know',
          "Look out for their talks and clinics in our stores on [What's on](/about-us/whats-on).",
        ],
      ]),
    ],
  },
  {
    slug: 'layering-explained',
    author: 'Ewan Campbell, Fort William store',
    scene: 'mountains-dawn',
    alt: 'A walker adding a layer on a cold morning in the hills',
    tags: ['clothing', 'layering'],
    body: (catalogue) => [
      tabbedSection('The three layers', [
        {
          label: 'Base layer',
          text: 'Next to your skin, a base layer moves sweat away so you stay dry and warm. Merino wool stays warm when damp and resists smells; synthetic fabrics dry faster and cost less. Avoid cotton.',
        },
        {
          label: 'Mid layer',
          text: 'A fleece or light insulated jacket traps warm air. Fleece breathes well when you are moving; insulated jackets are warmer for their weight and best for stops.',
        },
        {
          label: 'Shell',
          text: 'A waterproof, breathable jacket keeps out wind and rain. In dry, windy weather, a windproof or softshell breathes better.',
        },
      ]),
      imageProductSpotlight({
        title: 'Layered up',
        text: 'One way to layer for a cold, changeable day in the hills.',
        image: sceneImage('mountains-dawn', 'A walker in a layered outfit on a hillside'),
        hotspots: [
          { sku: firstSku(catalogue, '/all/clothing/base-layers'), x: 50, y: 38 },
          { sku: firstSku(catalogue, '/all/clothing/mid-layers-fleece'), x: 40, y: 45 },
          { sku: firstSku(catalogue, '/all/clothing/jackets'), x: 58, y: 30 },
        ],
      }),
      accordion('Making layering work', [
        [
          'Start cold',
          'Set off feeling slightly cool: you will warm up within ten minutes of walking uphill.',
        ],
        [
          'Adjust early',
          'Add or remove a layer before you get too hot or too cold. Stopping for a minute saves a soaked base layer.',
        ],
        [
          'Carry a spare warm layer',
          'An insulated jacket in your pack for stops and emergencies, even in summer.',
        ],
      ]),
    ],
  },
  {
    slug: 'indoor-to-outdoor-climbing',
    author: 'Dafydd Hughes, ambassador',
    scene: 'crag',
    alt: 'A climber leading a route on a sunny crag',
    tags: ['climbing'],
    body: (catalogue) => [
      accordion('Before your first day outside', [
        [
          'Find a mentor or a course',
          'Placing gear and building anchors are skills you cannot learn from the wall. Go with experienced friends, a club or a qualified instructor.',
        ],
        [
          'Start on routes well below your limit',
          'Outdoor grades feel harder than indoor ones, and the holds are not marked. Start several grades below your indoor level.',
        ],
      ]),
      accordion('Understanding UK grades', [
        [
          'Trad grades',
          'Traditional routes have two parts: an adjective (Moderate, Difficult, Severe, VS, HVS, E1 and up) for overall difficulty and seriousness, and a technical grade (4a, 5b and so on) for the hardest move.',
        ],
        [
          'Sport and bouldering grades',
          'Sport routes use French grades (6a, 7b and so on), the same as most walls. Boulder problems use the Font scale or V grades.',
        ],
      ]),
      accordion('Kit you will need', [
        [
          'For sport climbing',
          'A rope of at least 60 metres, quickdraws, a helmet, your harness, belay device and shoes.',
        ],
        [
          'For bouldering',
          'A crash pad or two, a chalk bag and a brush. Spotters matter as much as pads.',
        ],
        [
          'For trad',
          'A rack of nuts and cams, slings and screwgates: borrow or share before you buy, and learn to place it with someone experienced.',
        ],
      ]),
      accordion('At the crag', [
        [
          'Etiquette',
          'Share routes, keep noise down, park considerately and take all litter home, including tape and finger-tape scraps.',
        ],
        [
          'Access',
          'Some crags have seasonal restrictions for nesting birds. Check access notes before you go.',
        ],
      ]),
      productStoryGrid('Start your rack', [
        ...pickSkus(catalogue, { categoryUri: '/all/equipment/climbing-equipment', limit: 4 }).map(
          (sku) => ({ sku }),
        ),
      ]),
    ],
  },
  {
    slug: 'family-ski-trip-checklist',
    author: 'The Cairn team',
    scene: 'ski-slope',
    alt: 'Children learning to ski on a gentle slope',
    tags: ['skiing', 'family'],
    body: (catalogue) => [
      accordion('The checklist', [
        [
          'Documents',
          '- Passports, with enough time left on them\n- Travel insurance with winter sports cover\n- A Global Health Insurance Card (GHIC) for each of you, for Europe\n- Lift pass and ski school confirmations',
        ],
        [
          'On the slopes',
          '- Helmets and goggles for everyone\n- Waterproof ski jackets and salopettes\n- Base layers and a fleece\n- Ski socks: one pair per day, or wash them\n- Waterproof gloves or mitts, and a spare pair\n- Neck gaiters and hats for the lift',
        ],
        [
          'In your pocket',
          "- Sun cream and lip balm\n- Tissues\n- Snacks for the lift queue\n- A phone with the ski school's number saved",
        ],
        [
          'In the evenings',
          '- Snow boots with good grip\n- Warm, comfortable clothes\n- A glove dryer, or somewhere warm for gloves overnight',
        ],
      ]),
      accordion('Tips from parents on our team', [
        [
          'Rent or buy?',
          'Hire skis and boots for children: they grow out of them every season. Buy helmets and goggles so they fit well.',
        ],
        [
          'Keep them warm',
          'Cold hands end a day faster than anything else. Mitts are warmer than gloves for small children.',
        ],
        [
          'Pace yourselves',
          'Ski school in the morning and a short family ski after lunch is plenty for most children.',
        ],
      ]),
      productStoryGrid("Kids' ski kit", [
        ...pickSkus(catalogue, { categoryUri: '/kids/clothing/jackets/ski-jackets', limit: 2 }).map(
          (sku) => ({ sku }),
        ),
        ...pickSkus(catalogue, { categoryUri: '/kids/equipment/ski-equipment', limit: 2 }).map(
          (sku) => ({ sku }),
        ),
      ]),
    ],
  },
];
