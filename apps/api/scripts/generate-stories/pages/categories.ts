import type { DemoCatalogue, DemoCategory } from '@cairn/demo-data';
import { doc, singleHero } from '../blocks.ts';
import { LAUNCH, on } from '../calendar.ts';
import { described, type Scene, scenePath } from '../images.ts';
import { type StoryFileJson, seo, storyFile } from '../story-file.ts';

/**
 * Intros for listing pages, in the words of our staff. Categories without one show only
 * their products; every category still gets its SEO fields.
 */
const INTROS: Record<string, string> = {
  '/all':
    'Everything we sell, from base layers to ice axes. Use the filters to narrow it down by activity, brand, size or price.',
  '/all/clothing':
    'Outdoor clothing that works as a system: a base layer to move sweat, a mid layer for warmth and a shell against wind and rain. New to layering? Read [Layering explained](/articles/layering-explained).',
  '/all/clothing/jackets':
    'Waterproof shells, insulated jackets, softshells and ski jackets. For UK hills, look for a waterproof with taped seams and a hood that adjusts to move with your head.',
  '/all/clothing/jackets/insulated-jackets':
    'Down is the warmest for its weight and packs smallest; synthetic insulation stays warm when damp. Choose down for cold, dry days and synthetic for wet Scottish winters. Care advice: [How to wash a down jacket](/guides/how-to-wash-a-down-jacket).',
  '/all/clothing/jackets/ski-jackets':
    'Ski jackets add powder skirts, lift-pass pockets and helmet-compatible hoods to a waterproof shell. Insulated jackets suit resort skiing; shells with layers suit touring and spring snow.',
  '/all/clothing/mid-layers-fleece':
    'Fleece and light insulation to wear over a base layer. Grid fleece breathes best when you are moving; thicker fleece is warmer for stops.',
  '/all/clothing/mid-layers-fleece/gilets':
    'Gilets keep your core warm while leaving your arms free: ideal for climbing, running and cool mornings.',
  '/all/clothing/base-layers':
    'The layer next to your skin. Merino stays warm when damp and resists smells for days; synthetic dries faster and costs less.',
  '/all/clothing/accessories':
    'Hats, gloves, socks and neck gaiters: small things that make a big difference to a cold day.',
  '/all/clothing/accessories/hats':
    'Warm beanies for winter, caps and sun hats for summer. You lose heat fastest from any bare skin, so a hat is the lightest warm layer you can carry.',
  '/all/clothing/accessories/socks':
    'Walking, ski and running socks in merino and synthetic blends. Cotton socks cause blisters; technical socks manage sweat and cushion where it matters.',
  '/all/footwear':
    'Walking boots, approach shoes, climbing shoes, sandals and snow boots. Fit is everything: [book a boot fitting](/appointments) in store.',
  '/all/footwear/hiking-footwear':
    'Walking shoes, lightweight boots, leather boots and mountain boots. Not sure which you need? Read [How to choose walking boots](/guides/walking-boot-buying-guide).',
  '/all/footwear/climbing-shoes':
    'Flat, comfortable shoes for beginners and long trad routes; downturned, aggressive shoes for steep sport climbing and bouldering.',
  '/all/footwear/snow-boots':
    'Insulated, waterproof boots with grippy soles for snowy streets, ski resorts and winter walks.',
  '/all/equipment': 'Tents, packs, climbing hardware, ski equipment and everything else you carry.',
  '/all/equipment/camping-equipment':
    'Tents, sleeping bags, mats and stoves for campsites, backpacking and wild camping. Start with our [wild camping kit list](/guides/wild-camping-kit-list).',
  '/all/equipment/camping-equipment/tents':
    'Backpacking, family and mountain tents. Read [How to choose a tent](/guides/tent-buying-guide) for seasons, shapes and weights.',
  '/all/equipment/camping-equipment/sleeping-bags':
    'Down and synthetic sleeping bags rated to ISO 23537. Choose by the comfort rating for the coldest night you expect: [How to choose a sleeping bag](/guides/sleeping-bag-buying-guide).',
  '/all/equipment/camping-equipment/camping-mats':
    'Foam, self-inflating and air mats. Warmth is measured by R-value: 4 or more for three-season camping.',
  '/all/equipment/camping-equipment/cooking-equipment':
    'Stoves, pans and mugs for camp cooking. Gas canister stoves are quick and simple; liquid-fuel stoves work better in deep cold.',
  '/all/equipment/climbing-equipment':
    'Harnesses, ropes, helmets, protection and bouldering pads. Moving from indoors to outdoors? Read [Moving from indoor to outdoor climbing](/articles/indoor-to-outdoor-climbing).',
  '/all/equipment/climbing-equipment/crampons':
    'Walking and technical crampons. Match the crampon rating to your boots: C1 with B1 boots, C2 with B2, C3 with B3.',
  '/all/equipment/climbing-equipment/climbing-helmets':
    'Helmets for climbing and mountaineering, tested to EN 12492. Wear one at every crag: rockfall does not check your grade.',
  '/all/equipment/ski-equipment':
    'Skis, boots, bindings, helmets and goggles, with boot fitting and servicing in our workshop stores.',
  '/all/equipment/ski-equipment/skis':
    'Piste, all-mountain, freeride and touring skis. Read [How to choose skis](/guides/ski-buying-guide), or try them first with [Demo for free](/information/demo-for-free).',
  '/all/equipment/ski-equipment/ski-boots':
    'The most important piece of ski kit. Read [How to choose ski boots](/guides/ski-boot-buying-guide) and [book a fitting](/appointments).',
  '/all/equipment/ski-equipment/ski-goggles':
    'Goggles for sun, flat light and everything between. Read [How to choose ski goggles](/guides/ski-goggles-buying-guide).',
  '/all/equipment/ski-equipment/ski-helmets':
    'Ski helmets tested to EN 1077. Read [How to choose a ski helmet](/guides/ski-helmet-buying-guide) for sizing and fit.',
  '/all/equipment/ski-equipment/ski-poles':
    'Aluminium and carbon poles for piste, powder and touring. Find your length in [How to choose ski poles](/guides/ski-pole-buying-guide).',
  '/all/equipment/ski-equipment/avalanche-safety':
    'Transceivers, shovels, probes and airbag packs. Carry all three, and practise with them: see our [ski touring kit list](/guides/ski-touring-kit-list).',
  '/all/equipment/packs-luggage':
    'Day packs, backpacking packs, running vests, duffels and dry bags.',
  '/all/equipment/packs-luggage/running-packs-vests':
    'Running vests and packs from 2 to 20 litres. Read [How to choose a trail running pack](/guides/trail-running-packs-buying-guide).',
  '/all/equipment/equipment-accessories/wash-repair':
    'Technical washes, reproofing treatments and repair patches. Learn how in [How to reproof a waterproof jacket](/guides/how-to-reproof-a-waterproof-jacket).',
  '/all/equipment/paddleboarding':
    'Inflatable paddleboards, paddles, leashes and buoyancy aids. Read our [paddleboarding safety advice](/articles/paddleboarding-safety) before you go.',
  '/all/skiing':
    'Everything for the slopes, from ski jackets and base layers to skis, boots and goggles.',
  '/all/climbing': 'Clothing, shoes and hardware for bouldering, sport, trad and winter climbing.',
  '/all/hiking':
    'Boots, waterproofs, packs and layers for day walks, long-distance trails and the high hills.',
  '/all/trail-running':
    'Trail shoes, running vests and light, weatherproof clothing for trail and fell running. New to it? Read [Trail running for beginners](/articles/trail-running-for-beginners).',
  '/all/swimming':
    'Wetsuits and swimwear for open water. Read [How to choose a wetsuit](/guides/wetsuit-buying-guide).',
  '/all/mountaineering':
    'Boots, crampons, axes and protective shells for winter mountains and alpine routes.',
  '/sale': 'Reduced outdoor clothing, footwear and equipment, while stocks last.',
  '/all/sale': 'Every reduced item in one place. Sizes go quickly.',
  '/all/new-in': 'The latest arrivals from our brands, added every week.',
  '/all/gifts':
    'Gifts for people who love the outdoors, from head torches and books to warm hats. Not sure? A [gift card](/all/gift-cards) always fits.',
  '/all/gift-cards': 'Cairn gift cards, valid for 24 months online and in all 16 stores.',
  '/mens': "Men's outdoor clothing and footwear, in men's fits and sizes.",
  '/womens': "Women's outdoor clothing and footwear, designed for women rather than resized.",
  '/kids':
    "Kids' waterproofs, fleeces, ski wear and equipment, tough enough for puddles and pistes.",
};

/** The scene for a category's hero and share image, by the part of the tree it is in. */
function categoryScene(uri: string): Scene {
  const rules: [RegExp, Scene][] = [
    [/ski|snow/, 'ski-slope'],
    [/climb|boulder|crampon|ice-axe|harness|rope|mountaineering/, 'crag'],
    [/trail-running|running/, 'trail-run'],
    [/camping|tent|sleeping|cooking|furniture/, 'forest-camp'],
    [/swim|paddle/, 'loch-paddle'],
    [/sale|gift|new-in/, 'store-interior'],
    [/footwear|hiking/, 'coastal-path'],
    [/jackets|fleece|base-layers|clothing/, 'snowy-ridge'],
  ];
  return rules.find(([pattern]) => pattern.test(uri))?.[1] ?? 'mountains-dawn';
}

/** Landing categories get a hero: the roots, `/all/{group}`, activities, sale and gifts. */
function hasHero(category: DemoCategory): boolean {
  const depth = category.uri.split('/').filter(Boolean).length;
  return depth === 1 || (depth === 2 && category.uri.startsWith('/all/'));
}

/** `categories/{uri}` for every demo category (component `category`). */
export function categoryStories(catalogue: DemoCatalogue): StoryFileJson[] {
  return catalogue.categories.map((category) => {
    const slug = `categories${category.uri}`;
    const intro = INTROS[category.uri];
    const scene = categoryScene(category.uri);
    const firstSentence = intro?.split(/(?<=\.)\s/)[0]?.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
    return storyFile({
      slug,
      name: category.name,
      firstPublishedAt: LAUNCH,
      publishedAt: intro ? on('2026-08-24') : LAUNCH,
      tags: ['category', category.kind],
      content: {
        component: 'category',
        title: category.name,
        uri: category.uri,
        seo: seo({
          title: category.metaTitle,
          description: category.metaDescription,
          image: scenePath(scene),
          ogTitle: `${category.name} at Cairn`,
        }),
        intro: intro ? doc(intro) : undefined,
        hero: hasHero(category)
          ? [
              singleHero({
                heading: category.name,
                subheading: firstSentence ?? category.metaDescription,
                image: described(scene),
              }),
            ]
          : undefined,
      },
    });
  });
}
