/** A news or blog article at /articles/{slug}. */
export type DemoArticle = {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
};

const ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'ski-holiday-competition',
    title: 'Win a Week-Long Ski Holiday in the Alps',
    excerpt:
      'Enter our winter competition for the chance to win a ski holiday for two, with kit from Cairn.',
    publishedAt: '2026-01-12T09:00:00.000Z',
  },
  {
    slug: 'first-munro-tips',
    title: 'Ten Tips for Your First Munro',
    excerpt: 'Our Fort William team share what to pack, how to plan and when to turn back.',
    publishedAt: '2025-05-02T09:00:00.000Z',
  },
  {
    slug: 'behind-the-scenes-ski-workshop',
    title: 'Behind the Scenes in Our Ski Workshop',
    excerpt: 'From base grinds to hot wax: what happens when you leave your skis with us.',
    publishedAt: '2025-11-20T09:00:00.000Z',
  },
  {
    slug: 'wild-camping-etiquette',
    title: 'Wild Camping Etiquette: Leave No Trace',
    excerpt:
      'Where you can camp, how to pitch responsibly and how to leave a site as you found it.',
    publishedAt: '2025-06-14T09:00:00.000Z',
  },
  {
    slug: 'pfc-free-waterproofs-explained',
    title: 'PFC-Free Waterproofs Explained',
    excerpt:
      'What ePE membranes are, how they perform and why the industry is moving away from PFCs.',
    publishedAt: '2025-09-08T09:00:00.000Z',
  },
  {
    slug: 'cairngorm-winter-conditions',
    title: 'Reading Winter Conditions in the Cairngorms',
    excerpt: 'How to use avalanche forecasts and mountain weather reports before a winter day out.',
    publishedAt: '2025-12-03T09:00:00.000Z',
  },
  {
    slug: 'trail-running-for-beginners',
    title: 'Trail Running for Beginners',
    excerpt: 'Shoes, packs and the first routes to try when you swap tarmac for trail.',
    publishedAt: '2025-04-10T09:00:00.000Z',
  },
  {
    slug: 'paddleboarding-safety',
    title: 'Paddleboarding Safety on Lochs and Lakes',
    excerpt: 'Leashes, buoyancy aids and cold water: how to paddle safely in the UK.',
    publishedAt: '2025-07-01T09:00:00.000Z',
  },
  {
    slug: 'meet-our-ambassadors-2026',
    title: 'Meet Our 2026 Ambassadors',
    excerpt: 'The climbers, runners and skiers joining the Cairn team this year.',
    publishedAt: '2026-02-05T09:00:00.000Z',
  },
  {
    slug: 'layering-explained',
    title: 'Layering Explained: Base, Mid and Shell',
    excerpt: 'How a three-layer system keeps you comfortable from the car park to the summit.',
    publishedAt: '2025-10-16T09:00:00.000Z',
  },
  {
    slug: 'indoor-to-outdoor-climbing',
    title: 'Moving From Indoor to Outdoor Climbing',
    excerpt: 'The skills and kit you need to take your climbing from the wall to the crag.',
    publishedAt: '2025-03-22T09:00:00.000Z',
  },
  {
    slug: 'family-ski-trip-checklist',
    title: 'The Family Ski Trip Checklist',
    excerpt: 'Everything to pack for a ski holiday with children, from helmets to hand warmers.',
    publishedAt: '2025-12-18T09:00:00.000Z',
  },
];

/** The demo articles, newest first. */
export function generateArticles(): DemoArticle[] {
  return ARTICLES.map((article) => ({ ...article })).sort((a, b) =>
    a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0,
  );
}
