import type { StoryblokComponent } from './storyblok-schema.ts';

// The one description of the block library's Storyblok components: every block the renderer
// draws, the items nested in them, and the content types of the stories they sit in. The
// block field types (`SingleHeroBlock`, ... `BlokOf<'single-hero'>`) are derived from it, the
// build writes it to `storyblok/components/cairn-blocks/components.json` for Storyblok's CLI,
// and the tests check it against the default components and every demo story. Nothing here is
// imported by a block or the renderer at run time: only types, the `./schema` entry and the build.

/** The blocks a story's `body` (and a tab's) may hold: `defaultComponents`' names. */
export const bodyBlocks = [
  'single-hero',
  'double-hero',
  'promos',
  'accordion',
  'animated-links',
  'brands-list',
  'category-selector',
  'carousel',
  'tabbed-section',
  'testimonials',
  'star-rating',
  'tracking-widget',
  'video',
  'help-widget',
  'appointment-store',
  'featured-articles',
  'embedded-html',
  'image-product-spotlight',
  'product-story-grid',
] as const;

const title = {
  type: 'text',
  pos: 0,
  description:
    'Shown as the heading; also names the section and its entry in a guide’s anchor bar.',
} as const;

const body = {
  type: 'bloks',
  pos: 10,
  restrict_components: true,
  component_whitelist: bodyBlocks,
} as const;

const seo = {
  type: 'custom',
  pos: 20,
  field_type: 'seo_metatags',
  description: 'Storyblok’s SEO app: title, description, Open Graph and Twitter fields.',
} as const;

const theme = {
  type: 'option',
  pos: 30,
  description: 'The header’s and page’s background; empty is light.',
  options: [
    { name: 'Light', value: 'light' },
    { name: 'Stone', value: 'stone' },
  ],
} as const;

const link = { type: 'multilink', email_link_type: true, show_anchor: true } as const;
const image = { type: 'asset', filetypes: ['images'] } as const;

export const blockSchema = [
  // Content types: the roots of the stories the blocks render in.
  {
    name: 'page',
    display_name: 'Page',
    is_root: true,
    is_nestable: false,
    schema: {
      title,
      body,
      seo,
      theme,
      store_slug: {
        type: 'text',
        pos: 40,
        description: 'An appointments page: the store it books (e.g. keswick).',
      },
      brand_slug: {
        type: 'text',
        pos: 41,
        description: 'A brand page: the brand whose products are listed below the blocks.',
      },
      sub_page: {
        type: 'text',
        pos: 42,
        description: 'A brand’s sub-page (mens, snow, ...): only its blocks, no product list.',
      },
      store: {
        type: 'custom',
        pos: 43,
        field_type: 'cairn-store-details',
        description:
          'A store page: slug, name, city, address, postcode, phone, opening_hours [{ days, hours }], services. Written by the store import, not by editors.',
      },
    },
  },
  {
    name: 'guide',
    display_name: 'Guide',
    is_root: true,
    is_nestable: false,
    schema: {
      title,
      body,
      seo,
      theme,
      kind: {
        type: 'option',
        pos: 40,
        options: [
          { name: 'Buying guide', value: 'buying-guide' },
          { name: 'Kit list', value: 'kit-list' },
          { name: 'Care guide', value: 'care-guide' },
        ],
      },
      category_uri: {
        type: 'text',
        pos: 41,
        description: 'The category the guide helps choose from, e.g. /all/footwear.',
      },
      intro: { type: 'richtext', pos: 42 },
      image: { ...image, pos: 43 },
    },
  },
  {
    name: 'info-page',
    display_name: 'Information page',
    is_root: true,
    is_nestable: false,
    schema: { title, body, seo, theme },
  },
  {
    name: 'article',
    display_name: 'Article',
    is_root: true,
    is_nestable: false,
    schema: {
      title,
      body,
      seo,
      theme,
      excerpt: { type: 'textarea', pos: 40, description: 'The line under its card.' },
      author: { type: 'text', pos: 41 },
      date: { type: 'datetime', pos: 42 },
      intro: { type: 'richtext', pos: 43 },
      image: { ...image, pos: 44, description: 'Its card’s picture.' },
    },
  },
  {
    name: 'category',
    display_name: 'Category',
    is_root: true,
    is_nestable: false,
    schema: {
      title,
      seo,
      uri: {
        type: 'text',
        pos: 40,
        required: true,
        description: 'The category’s path in the catalogue, e.g. /all/clothing/jackets.',
      },
      intro: { type: 'richtext', pos: 41, description: 'Shown above the products.' },
      hero: {
        type: 'bloks',
        pos: 42,
        restrict_components: true,
        component_whitelist: ['single-hero'],
        maximum: 1,
      },
    },
  },
  {
    name: 'product-story',
    display_name: 'Product story',
    is_root: true,
    is_nestable: false,
    schema: { body },
  },

  // The blocks of a story's body.
  {
    name: 'single-hero',
    display_name: 'Hero',
    is_root: false,
    is_nestable: true,
    preview_field: 'heading',
    schema: {
      heading: {
        type: 'text',
        pos: 0,
        required: true,
        description: 'The page’s h1 when the hero comes first.',
      },
      subheading: { type: 'textarea', pos: 1 },
      cta_label: { type: 'text', pos: 2, description: 'The button; shown with a link only.' },
      cta_link: { ...link, pos: 3 },
      image: { ...image, pos: 4 },
      mobile_image: {
        ...image,
        pos: 5,
        description: 'A portrait crop shown below 1024 px instead of the image.',
      },
      title: { ...title, pos: 6 },
    },
  },
  {
    name: 'double-hero',
    display_name: 'Double hero',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      panels: {
        type: 'bloks',
        pos: 1,
        restrict_components: true,
        component_whitelist: ['double-hero-panel'],
        maximum: 2,
      },
    },
  },
  {
    name: 'double-hero-panel',
    display_name: 'Double hero panel',
    is_root: false,
    is_nestable: true,
    preview_field: 'heading',
    schema: {
      heading: { type: 'text', pos: 0 },
      text: { type: 'textarea', pos: 1 },
      cta_label: { type: 'text', pos: 2 },
      cta_link: { ...link, pos: 3 },
      image: { ...image, pos: 4 },
    },
  },
  {
    name: 'promos',
    display_name: 'Promos',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      items: { type: 'bloks', pos: 1, restrict_components: true, component_whitelist: ['promo'] },
    },
  },
  {
    name: 'promo',
    display_name: 'Promo',
    is_root: false,
    is_nestable: true,
    preview_field: 'heading',
    schema: {
      heading: { type: 'text', pos: 0 },
      text: { type: 'textarea', pos: 1 },
      link: { ...link, pos: 2 },
      image: { ...image, pos: 3 },
    },
  },
  {
    name: 'accordion',
    display_name: 'Accordion',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      items: {
        type: 'bloks',
        pos: 1,
        restrict_components: true,
        component_whitelist: ['accordion-item'],
      },
    },
  },
  {
    name: 'accordion-item',
    display_name: 'Accordion item',
    is_root: false,
    is_nestable: true,
    preview_field: 'heading',
    schema: {
      heading: { type: 'text', pos: 0, required: true, description: 'The question.' },
      text: { type: 'richtext', pos: 1, description: 'The answer.' },
    },
  },
  {
    name: 'animated-links',
    display_name: 'Animated links',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      links: {
        type: 'bloks',
        pos: 1,
        restrict_components: true,
        component_whitelist: ['animated-link'],
      },
    },
  },
  {
    name: 'animated-link',
    display_name: 'Animated link',
    is_root: false,
    is_nestable: true,
    preview_field: 'label',
    schema: {
      label: { type: 'text', pos: 0, required: true },
      link: { ...link, pos: 1, required: true },
    },
  },
  {
    name: 'brands-list',
    display_name: 'Brands list',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      brands: { type: 'bloks', pos: 1, restrict_components: true, component_whitelist: ['brand'] },
      all_brands_label: { type: 'text', pos: 2, description: 'Shown with a link only.' },
      all_brands_link: { ...link, pos: 3 },
    },
  },
  {
    name: 'brand',
    display_name: 'Brand',
    is_root: false,
    is_nestable: true,
    preview_field: 'name',
    schema: {
      name: { type: 'text', pos: 0, required: true },
      logo: { ...image, pos: 1, description: 'Shown instead of the name, which becomes its alt.' },
      link: { ...link, pos: 2 },
    },
  },
  {
    name: 'category-selector',
    display_name: 'Category selector',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      categories: {
        type: 'bloks',
        pos: 1,
        restrict_components: true,
        component_whitelist: ['category-selector-item'],
      },
    },
  },
  {
    name: 'category-selector-item',
    display_name: 'Category tile',
    is_root: false,
    is_nestable: true,
    preview_field: 'label',
    schema: {
      label: { type: 'text', pos: 0, required: true },
      link: { ...link, pos: 1, required: true },
      image: { ...image, pos: 2, description: 'Decoration: the label names the tile.' },
    },
  },
  {
    name: 'carousel',
    display_name: 'Carousel',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      loop: { type: 'boolean', pos: 1, description: 'From the last slide back to the first.' },
      slides: {
        type: 'bloks',
        pos: 2,
        restrict_components: true,
        component_whitelist: ['carousel-slide'],
      },
    },
  },
  {
    name: 'carousel-slide',
    display_name: 'Carousel slide',
    is_root: false,
    is_nestable: true,
    preview_field: 'heading',
    schema: {
      heading: { type: 'text', pos: 0 },
      text: { type: 'textarea', pos: 1 },
      image: { ...image, pos: 2 },
      cta_label: { type: 'text', pos: 3, description: 'Shown with a link only.' },
      link: { ...link, pos: 4 },
    },
  },
  {
    name: 'tabbed-section',
    display_name: 'Tabbed section',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      tabs: { type: 'bloks', pos: 1, restrict_components: true, component_whitelist: ['tab'] },
    },
  },
  {
    name: 'tab',
    display_name: 'Tab',
    is_root: false,
    is_nestable: true,
    preview_field: 'label',
    schema: {
      label: {
        type: 'text',
        pos: 0,
        required: true,
        description: 'A tab without one is left out.',
      },
      text: { type: 'richtext', pos: 1 },
      body: {
        ...body,
        pos: 2,
        description: 'Blocks shown under the text, with the page’s components.',
      },
    },
  },
  {
    name: 'testimonials',
    display_name: 'Testimonials',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      items: {
        type: 'bloks',
        pos: 1,
        restrict_components: true,
        component_whitelist: ['testimonial'],
      },
    },
  },
  {
    name: 'testimonial',
    display_name: 'Testimonial',
    is_root: false,
    is_nestable: true,
    preview_field: 'quote',
    schema: {
      quote: { type: 'textarea', pos: 0, required: true },
      author: { type: 'text', pos: 1 },
      detail: { type: 'text', pos: 2, description: 'Where or when, e.g. Ben Nevis, February.' },
      rating: { type: 'number', pos: 3, min_value: 0, max_value: 5, decimals: 1 },
    },
  },
  {
    name: 'star-rating',
    display_name: 'Star rating',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      rating: { type: 'number', pos: 1, min_value: 0, decimals: 1 },
      max: { type: 'number', pos: 2, min_value: 1, description: 'Out of; 5 when empty.' },
      review_count: { type: 'number', pos: 3, min_value: 0 },
      label: {
        type: 'text',
        pos: 4,
        description: 'Beside the stars, e.g. Rated Excellent by our customers.',
      },
    },
  },
  {
    name: 'tracking-widget',
    display_name: 'Order tracking',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title: { ...title, description: 'Track your order when empty.' },
      text: { type: 'textarea', pos: 1 },
      submit_label: { type: 'text', pos: 2, description: 'Track order when empty.' },
    },
  },
  {
    name: 'video',
    display_name: 'Video',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      video: {
        type: 'asset',
        pos: 1,
        filetypes: ['videos'],
        description:
          'mp4, webm and mov play on the page; avi, mkv, flv and wmv get a download link. Its alt names the player.',
      },
      poster: { ...image, pos: 2 },
      captions: { type: 'asset', pos: 3, filetypes: ['texts'], description: 'A WebVTT file.' },
      caption: { type: 'text', pos: 4 },
      autoplay: { type: 'boolean', pos: 5, description: 'Plays muted and looped.' },
    },
  },
  {
    name: 'help-widget',
    display_name: 'Help widget',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title: { ...title, description: 'Need help? when empty.' },
      text: { type: 'textarea', pos: 1 },
      button_label: { type: 'text', pos: 2, description: 'Contact us when empty.' },
      phone: { type: 'text', pos: 3 },
      email: { type: 'text', pos: 4 },
      opening_hours: {
        type: 'text',
        pos: 5,
        description: 'e.g. Monday to Friday, 9am to 5pm.',
      },
      links: {
        type: 'bloks',
        pos: 6,
        restrict_components: true,
        component_whitelist: ['help-link'],
      },
    },
  },
  {
    name: 'help-link',
    display_name: 'Help link',
    is_root: false,
    is_nestable: true,
    preview_field: 'label',
    schema: {
      label: { type: 'text', pos: 0, required: true },
      link: { ...link, pos: 1, required: true },
    },
  },
  {
    name: 'appointment-store',
    display_name: 'Appointment store picker',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title: { ...title, description: 'Book an appointment when empty.' },
      text: { type: 'textarea', pos: 1 },
      button_label: { type: 'text', pos: 2, description: 'Book an appointment when empty.' },
      stores: {
        type: 'bloks',
        pos: 3,
        restrict_components: true,
        component_whitelist: ['appointment-store-option'],
        description: 'Empty: every store the shop has.',
      },
    },
  },
  {
    name: 'appointment-store-option',
    display_name: 'Appointment store',
    is_root: false,
    is_nestable: true,
    preview_field: 'name',
    schema: {
      name: { type: 'text', pos: 0, required: true },
      slug: {
        type: 'text',
        pos: 1,
        required: true,
        description: 'e.g. keswick: the booking link is /appointments/keswick.',
      },
    },
  },
  {
    name: 'featured-articles',
    display_name: 'Featured articles',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      articles: {
        type: 'options',
        pos: 1,
        source: 'internal_stories',
        description: 'These stories, in this order; empty: the newest in the folder.',
      },
      folder: { type: 'text', pos: 2, description: 'e.g. guides/' },
      limit: {
        type: 'number',
        pos: 3,
        min_value: 1,
        max_value: 12,
        description: 'How many; 3 when empty.',
      },
    },
  },
  {
    name: 'embedded-html',
    display_name: 'Embedded HTML',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      html: {
        type: 'textarea',
        pos: 1,
        description:
          'Sanitised: no event handlers; scripts only from the shop’s allowed sources; https iframes, sandboxed.',
      },
    },
  },
  {
    name: 'image-product-spotlight',
    display_name: 'Image product spotlight',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      text: { type: 'textarea', pos: 1 },
      image: { ...image, pos: 2 },
      hotspots: {
        type: 'bloks',
        pos: 3,
        restrict_components: true,
        component_whitelist: ['spotlight-hotspot'],
      },
    },
  },
  {
    name: 'spotlight-hotspot',
    display_name: 'Spotlight hotspot',
    is_root: false,
    is_nestable: true,
    preview_field: 'sku',
    schema: {
      sku: { type: 'text', pos: 0, required: true },
      x: {
        type: 'number',
        pos: 1,
        min_value: 0,
        max_value: 100,
        description: 'Percent from the left.',
      },
      y: {
        type: 'number',
        pos: 2,
        min_value: 0,
        max_value: 100,
        description: 'Percent from the top.',
      },
    },
  },
  {
    name: 'product-story-grid',
    display_name: 'Product story grid',
    is_root: false,
    is_nestable: true,
    preview_field: 'title',
    schema: {
      title,
      items: {
        type: 'bloks',
        pos: 1,
        restrict_components: true,
        component_whitelist: ['product-story-item'],
      },
    },
  },
  {
    name: 'product-story-item',
    display_name: 'Product story tile',
    is_root: false,
    is_nestable: true,
    preview_field: 'heading',
    schema: {
      sku: {
        type: 'text',
        pos: 0,
        description:
          'A product’s card instead of heading, text, image and link (left out if no product has it).',
      },
      heading: { type: 'text', pos: 1 },
      text: { type: 'textarea', pos: 2 },
      image: { ...image, pos: 3 },
      link: { ...link, pos: 4 },
      wide: { type: 'boolean', pos: 5, description: 'Spans two columns on desktop.' },
    },
  },
] as const satisfies readonly StoryblokComponent[];
