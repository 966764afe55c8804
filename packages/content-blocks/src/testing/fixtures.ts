import type { Story } from '../story/types.ts';

/** A rich text document with one paragraph. */
export function paragraph(text: string) {
  return {
    type: 'doc' as const,
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  };
}

/** A Storyblok story link multilink to `slug`. */
export function storyLink(slug: string) {
  return { linktype: 'story', url: `/${slug}`, cached_url: slug, fieldtype: 'multilink' as const };
}

/** The shape of the home story the embedded content service serves. */
export const homeStory: Story = {
  name: 'Home',
  full_slug: 'home',
  uuid: '0b0c1e7e-2a4f-4c55-9d1b-6f0f3c1d0001',
  published_at: null,
  first_published_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  content: {
    _uid: '106a6c24-1b87',
    component: 'page',
    title: 'Cairn',
    body: [
      {
        _uid: 'a9bc57e1-19a4',
        component: 'single-hero',
        heading: 'Made for the long way up',
        subheading: 'Winter layering, tested in the Cairngorms.',
        cta_label: 'Shop winter layers',
        cta_link: storyLink('all/clothing/jackets/insulated-jackets'),
        image: { filename: '/images/content/home-hero.jpg', alt: 'A walker on a snowy ridge' },
      },
      {
        _uid: 'a3529bdf-51c3',
        component: 'promos',
        title: 'This season',
        items: [
          {
            _uid: '2cd51466-74b0',
            component: 'promo',
            heading: 'Ski shop',
            text: 'Skis, boots and bindings, with boot fitting in store.',
            link: storyLink('all/equipment/ski-equipment'),
          },
          {
            _uid: '8c2b0570-331c',
            component: 'promo',
            heading: 'Buying guides',
            text: 'Advice from our staff on choosing the right kit.',
            link: storyLink('guides'),
          },
        ],
      },
      {
        _uid: 'c4234737-1df9',
        component: 'accordion',
        title: 'Shopping with Cairn',
        items: [
          {
            _uid: '9638a5a6-093e',
            component: 'accordion-item',
            heading: 'How much is delivery?',
            text: paragraph('Standard UK delivery is free on orders over £50.'),
          },
          {
            _uid: '2f33de53-bcd1',
            component: 'accordion-item',
            heading: 'Can I return something?',
            text: paragraph('Yes. Unused items can be returned within 60 days.'),
          },
        ],
      },
      {
        _uid: '3da61f02-a1ad',
        component: 'animated-links',
        title: 'Popular right now',
        links: [
          {
            _uid: 'b4ab97ca-4c73',
            component: 'animated-link',
            label: 'Jackets',
            link: storyLink('all/clothing/jackets'),
          },
          {
            _uid: 'b4ab97ca-4c74',
            component: 'animated-link',
            label: 'Boots',
            link: storyLink('all/footwear/boots'),
          },
        ],
      },
    ],
  },
};
