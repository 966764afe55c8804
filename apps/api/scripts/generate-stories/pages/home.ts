import type { DemoCatalogue } from '@cairn/demo-data';
import {
  accordion,
  animatedLinks,
  appointmentStore,
  brandsList,
  carousel,
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
import { type StoryFileJson, seo, storyFile } from '../story-file.ts';

const FEATURED_BRANDS = [
  'northwall',
  'fellcraft',
  'corrie-mountain',
  'haar',
  'summitforge',
  'glenmore',
  'stormbound',
  'spindrift',
  'moraine',
  'gritstone',
  'skerry',
  'lumen-works',
];

/** The home page (`/`): every kind of block the shop has, in a sensible order. */
export function homeStory(catalogue: DemoCatalogue): StoryFileJson {
  const first = (categoryUri: string) => {
    const [product] = pickProducts(catalogue, { categoryUri, limit: 1 });
    if (!product) throw new Error(`No demo product in ${categoryUri} for the home spotlight`);
    return product.sku;
  };
  const winterSkus = [
    ...pickSkus(catalogue, { categoryUri: '/all/clothing/jackets/insulated-jackets', limit: 2 }),
    ...pickSkus(catalogue, { categoryUri: '/all/clothing/base-layers', limit: 2 }),
    ...pickSkus(catalogue, { categoryUri: '/all/clothing/accessories/hats', limit: 1 }),
  ];
  const brands = FEATURED_BRANDS.flatMap((slug) =>
    catalogue.brands.filter((brand) => brand.slug === slug),
  );

  return storyFile({
    slug: 'home',
    name: 'Home',
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-11-01'),
    content: {
      component: 'page',
      title: 'Cairn',
      seo: seo({
        title: 'Cairn | Outdoor clothing, footwear and equipment',
        description:
          'Outdoor, ski, climbing, hiking, camping and trail-running kit, chosen and tested by people who use it. Free UK delivery over £50.',
        image: scenePath('snowy-ridge'),
        ogTitle: 'Cairn outdoor shop',
        ogDescription: 'Kit for the hills, crags and slopes, from people who use it.',
        twitterDescription: 'Kit for the hills, crags and slopes.',
      }),
      body: [
        singleHero({
          heading: 'Made for the long way up',
          subheading:
            'Winter layering, tested in the Cairngorms. Shop insulated jackets, base layers and boots for the cold months.',
          cta: ['Shop winter layers', '/all/clothing/jackets/insulated-jackets'],
          image: sceneImage(
            'snowy-ridge',
            'A walker in a red jacket on a snow-covered ridge at first light',
          ),
        }),
        categorySelector('Shop by activity', [
          { label: 'Hiking', href: '/all/hiking', scene: 'mountains-dawn' },
          { label: 'Skiing', href: '/all/skiing', scene: 'ski-slope' },
          { label: 'Climbing', href: '/all/climbing', scene: 'crag' },
          { label: 'Camping', href: '/all/equipment/camping-equipment', scene: 'forest-camp' },
          { label: 'Trail running', href: '/all/trail-running', scene: 'trail-run' },
          { label: 'Paddleboarding', href: '/all/equipment/paddleboarding', scene: 'loch-paddle' },
        ]),
        promos('This season', [
          {
            heading: 'Ski shop',
            text: 'Skis, boots and bindings, with boot fitting in store.',
            href: '/all/equipment/ski-equipment',
            image: sceneImage('ski-slope', 'Skiers on a groomed piste under a blue sky'),
          },
          {
            heading: 'Camping',
            text: 'Tents, sleeping bags and stoves for every season.',
            href: '/all/equipment/camping-equipment',
            image: sceneImage('forest-camp', 'A green tunnel tent pitched among Scots pines'),
          },
          {
            heading: 'Buying guides',
            text: 'Advice from our staff on choosing the right kit.',
            href: '/guides',
            image: sceneImage('summit-cairn', 'A stone cairn on a misty summit'),
          },
        ]),
        doubleHero({
          title: 'Ready for the snow',
          panels: [
            {
              heading: 'Boots that fit',
              text: 'A ski boot fitting takes about an hour and makes every day on the hill better. Book one at a store near you.',
              image: sceneImage(
                'ski-workshop',
                'A boot fitter heat-moulding a ski boot liner on the workshop bench',
              ),
              cta: ['Book a boot fitting', '/appointments'],
            },
            {
              heading: 'Skis serviced in 48 hours',
              text: 'Edges, base repair and a hot wax from our workshop technicians, ready for your next trip.',
              image: sceneImage(
                'ski-slope',
                'Freshly waxed skis standing in the snow beside a piste',
              ),
              cta: ['See workshop prices', '/information/ski-workshop'],
            },
          ],
        }),
        productStoryGrid('Winter bestsellers', [
          {
            heading: 'Layer for the cold',
            text: 'A warm base layer, a synthetic or down jacket and a hat: the three things we reach for first in winter.',
            image: sceneImage('mountains-dawn', 'Snow-dusted hills glowing pink at sunrise'),
            href: '/articles/layering-explained',
            wide: true,
          },
          ...winterSkus.map((sku) => ({ sku })),
        ]),
        imageProductSpotlight({
          title: 'Kitted out for a winter hill day',
          text: 'What our Fort William team wear on a short winter day in the hills. Select a number to see the product.',
          image: sceneImage(
            'snowy-ridge',
            'A walker with a rucksack and boots crossing a snowy ridge',
          ),
          hotspots: [
            { sku: first('/all/clothing/jackets'), x: 46, y: 34 },
            { sku: first('/all/equipment/packs-luggage/backpacks'), x: 60, y: 40 },
            { sku: first('/all/clothing/accessories/hats'), x: 48, y: 14 },
            { sku: first('/all/footwear/hiking-footwear'), x: 44, y: 88 },
          ],
        }),
        carousel('Where our kit goes', [
          {
            heading: 'Winter in the Cairngorms',
            text: 'Plan short days, carry a head torch and check the avalanche forecast before you go.',
            image: sceneImage('snowy-ridge', 'A long snowy plateau under low winter sun'),
            cta: ['Read the winter kit list', '/guides/winter-hillwalking-kit-list'],
          },
          {
            heading: 'Gritstone evenings',
            text: 'Short approaches and friction that rewards good footwork: the Peak District at its best.',
            image: sceneImage('crag', 'A climber on a rounded gritstone crag at sunset'),
            cta: ['Shop climbing', '/all/climbing'],
          },
          {
            heading: 'Coastal paths',
            text: 'Lightweight boots and a packable waterproof for long days along the cliffs.',
            image: sceneImage(
              'coastal-path',
              'A path winding along green sea cliffs above a calm sea',
            ),
            cta: ['Shop hiking', '/all/hiking'],
          },
          {
            heading: 'Nights under canvas',
            text: 'Pick a sleeping bag for the coldest night you expect, not the average one.',
            image: sceneImage('forest-camp', 'A tent glowing in a pine forest at dusk'),
            cta: ['How to choose a sleeping bag', '/guides/sleeping-bag-buying-guide'],
          },
        ]),
        brandsList('Brands we love', brands, ['See all brands', '/brands']),
        featuredArticles('Latest from the journal', { folder: 'articles/' }, 3),
        testimonials('What our customers say', [
          {
            quote:
              'The boot fitter in Aviemore spent an hour getting my ski boots right. First season in years without sore feet.',
            author: 'Fiona M.',
            detail: 'Aviemore store, January',
            rating: 5,
          },
          {
            quote:
              'Ordered a tent on Tuesday evening, pitched it in Glen Etive on Friday. Great advice on the phone too.',
            author: 'Tom R.',
            detail: 'Online order',
            rating: 5,
          },
          {
            quote:
              'They reproofed my old shell instead of selling me a new one. That is why I keep coming back.',
            author: 'Priya S.',
            detail: "St Paul's store",
            rating: 4,
          },
        ]),
        starRating({
          title: 'Rated by our customers',
          rating: 4.7,
          reviewCount: 12480,
          label: 'Rated Excellent by customers who bought from us',
        }),
        appointmentStore({
          title: 'Book a fitting',
          text: 'Ski boots, walking boots and rucksacks fit better when someone who knows them helps. Choose a store to book a free appointment.',
        }),
        animatedLinks('Popular right now', [
          ['Insulated jackets', '/all/clothing/jackets/insulated-jackets'],
          ['Ski goggles', '/all/equipment/ski-equipment/ski-goggles'],
          ['Walking boots', '/all/footwear/hiking-footwear'],
          ['Gift cards', '/all/gift-cards'],
          ['Sale', '/sale'],
        ]),
        accordion('Shopping with Cairn', [
          [
            'How much is delivery?',
            'Standard UK delivery is free on orders over £50 and £4.95 otherwise. Next-day delivery is £7.95 when you order before 2pm.',
          ],
          [
            'Can I return something?',
            'Yes. Unused items can be returned within 60 days for a full refund, by post or in any of our 16 stores.',
          ],
          [
            'Do you fit ski boots?',
            'Our boot fitters work in every store with a ski workshop. Book an appointment to make sure someone is free when you arrive.',
          ],
        ]),
      ],
    },
  });
}
