import type { Asset, Scene } from './images.ts';
import { sceneImage } from './images.ts';
import { link, type Multilink } from './links.ts';
import { type RichTextDoc, richText } from './rich-text.ts';

/**
 * A content block before its `_uid` is assigned (see `assignUids`). The builders below write
 * exactly the fields the `@cairn/content-blocks` components read.
 */
export type Blok = { component: string; [field: string]: unknown };

type Titled = { title?: string };

/** `single-hero`: the page's first block; its heading is the page's h1. */
export function singleHero(fields: {
  heading: string;
  subheading?: string;
  image?: Asset;
  cta?: [label: string, href: string];
}): Blok {
  return {
    component: 'single-hero',
    heading: fields.heading,
    subheading: fields.subheading,
    cta_label: fields.cta?.[0],
    cta_link: fields.cta ? link(fields.cta[1]) : undefined,
    image: fields.image,
  };
}

export type Panel = {
  heading: string;
  text: string;
  image: Asset;
  cta: [label: string, href: string];
};

/** `double-hero`: two panels side by side. */
export function doubleHero(fields: Titled & { panels: [Panel, Panel] }): Blok {
  return {
    component: 'double-hero',
    title: fields.title,
    panels: fields.panels.map((panel) => ({
      component: 'double-hero-panel',
      heading: panel.heading,
      text: panel.text,
      cta_label: panel.cta[0],
      cta_link: link(panel.cta[1]),
      image: panel.image,
    })),
  };
}

/** `accordion`: a titled list of questions (or topics) with rich text answers in markup. */
export function accordion(title: string, items: [heading: string, markup: string][]): Blok {
  return {
    component: 'accordion',
    title,
    items: items.map(([heading, markup]) => ({
      component: 'accordion-item',
      heading,
      text: richText(markup),
    })),
  };
}

/** `tabbed-section`: tabs of rich text, optionally with nested blocks. */
export function tabbedSection(
  title: string,
  tabs: { label: string; text: string; body?: Blok[] }[],
): Blok {
  return {
    component: 'tabbed-section',
    title,
    tabs: tabs.map((tab) => ({
      component: 'tab',
      label: tab.label,
      text: richText(tab.text),
      body: tab.body,
    })),
  };
}

/** `animated-links`: large text links. */
export function animatedLinks(title: string, links: [label: string, href: string][]): Blok {
  return {
    component: 'animated-links',
    title,
    links: links.map(([label, href]) => ({ component: 'animated-link', label, link: link(href) })),
  };
}

export type Promo = { heading: string; text: string; href: string; image?: Asset };

/** `promos`: cards of a heading, a line of text, a link and an optional image. */
export function promos(title: string, items: Promo[]): Blok {
  return {
    component: 'promos',
    title,
    items: items.map((item) => ({
      component: 'promo',
      heading: item.heading,
      text: item.text,
      link: link(item.href),
      image: item.image,
    })),
  };
}

/** `category-selector`: image tiles linking to categories. */
export function categorySelector(
  title: string,
  categories: { label: string; href: string; scene: Scene }[],
): Blok {
  return {
    component: 'category-selector',
    title,
    categories: categories.map((category) => ({
      component: 'category-selector-item',
      label: category.label,
      link: link(category.href),
      // The label names the tile, so the picture is decoration.
      image: sceneImage(category.scene, ''),
    })),
  };
}

/** `brands-list`: brand names (or logos) linking to brand pages. */
export function brandsList(
  title: string,
  brands: { name: string; slug: string }[],
  allBrands?: [label: string, href: string],
): Blok {
  return {
    component: 'brands-list',
    title,
    brands: brands.map((brand) => ({
      component: 'brand',
      name: brand.name,
      link: link(`/brands/${brand.slug}`),
    })),
    all_brands_label: allBrands?.[0],
    all_brands_link: allBrands ? link(allBrands[1]) : undefined,
  };
}

export type Slide = {
  heading: string;
  text: string;
  image: Asset;
  cta?: [label: string, href: string];
};

/** `carousel`: slides of an image, a heading, a line of text and an optional link. */
export function carousel(title: string, slides: Slide[], loop = false): Blok {
  return {
    component: 'carousel',
    title,
    loop,
    slides: slides.map((slide) => ({
      component: 'carousel-slide',
      heading: slide.heading,
      text: slide.text,
      image: slide.image,
      cta_label: slide.cta?.[0],
      link: slide.cta ? link(slide.cta[1]) : undefined,
    })),
  };
}

/** `testimonials`: quotes with who said them, where, and an optional rating out of 5. */
export function testimonials(
  title: string,
  items: { quote: string; author: string; detail?: string; rating?: number }[],
): Blok {
  return {
    component: 'testimonials',
    title,
    items: items.map((item) => ({ component: 'testimonial', ...item })),
  };
}

/** `star-rating`: an overall rating with a review count. */
export function starRating(fields: {
  title: string;
  rating: number;
  reviewCount: number;
  label: string;
}): Blok {
  return {
    component: 'star-rating',
    title: fields.title,
    rating: fields.rating,
    max: 5,
    review_count: fields.reviewCount,
    label: fields.label,
  };
}

/** `tracking-widget`: order number and email in, delivery status out. */
export function trackingWidget(title: string, text: string): Blok {
  return { component: 'tracking-widget', title, text, submit_label: 'Track order' };
}

/**
 * `video`: an uploaded MP4 at `/videos/{name}.mp4` with English captions at
 * `/videos/{name}.en.vtt` and a poster from the content images.
 */
export function video(fields: {
  title: string;
  name: string;
  alt: string;
  poster: Scene;
  caption: string;
}): Blok {
  return {
    component: 'video',
    title: fields.title,
    video: { filename: `/videos/${fields.name}.mp4`, alt: fields.alt },
    poster: sceneImage(fields.poster, ''),
    captions: { filename: `/videos/${fields.name}.en.vtt`, alt: '' },
    caption: fields.caption,
    autoplay: false,
  };
}

export const CUSTOMER_SERVICE = {
  phone: '0131 496 0000',
  email: 'help@cairn.example',
  hours: 'Monday to Friday, 9am to 5.30pm, and Saturday, 10am to 4pm',
} as const;

/** `help-widget`: a "need help?" card opening a dialog of help topics and contacts. */
export function helpWidget(fields: {
  title: string;
  text: string;
  links: [label: string, href: string][];
}): Blok {
  return {
    component: 'help-widget',
    title: fields.title,
    text: fields.text,
    button_label: 'Get help',
    phone: CUSTOMER_SERVICE.phone,
    email: CUSTOMER_SERVICE.email,
    opening_hours: CUSTOMER_SERVICE.hours,
    links: fields.links.map(([label, href]) => ({
      component: 'help-link',
      label,
      link: link(href),
    })),
  };
}

/** `appointment-store`: pick a store, then book at `/appointments/{slug}`. */
export function appointmentStore(fields: {
  title: string;
  text: string;
  buttonLabel?: string;
  stores?: { name: string; slug: string }[];
}): Blok {
  return {
    component: 'appointment-store',
    title: fields.title,
    text: fields.text,
    button_label: fields.buttonLabel ?? 'Book an appointment',
    stores: fields.stores?.map((store) => ({
      component: 'appointment-store-option',
      name: store.name,
      slug: store.slug,
    })),
  };
}

/**
 * `featured-articles`: the stories chosen by uuid, in order, or the newest in a folder.
 * Pass uuids from `storyUuid(slug)`.
 */
export function featuredArticles(
  title: string,
  from: { uuids: string[] } | { folder: string },
  limit = 3,
): Blok {
  return {
    component: 'featured-articles',
    title,
    articles: 'uuids' in from ? from.uuids : [],
    folder: 'folder' in from ? from.folder : '',
    limit,
  };
}

/** `embedded-html`: sanitised markup (no scripts here: a table, a map iframe). */
export function embeddedHtml(title: string, html: string): Blok {
  return { component: 'embedded-html', title, html };
}

/** `image-product-spotlight`: a picture with numbered markers on products (x, y in percent). */
export function imageProductSpotlight(fields: {
  title: string;
  text: string;
  image: Asset;
  hotspots: { sku: string; x: number; y: number }[];
}): Blok {
  return {
    component: 'image-product-spotlight',
    title: fields.title,
    text: fields.text,
    image: fields.image,
    hotspots: fields.hotspots.map((spot) => ({ component: 'spotlight-hotspot', ...spot })),
  };
}

export type GridItem =
  | { sku: string }
  | { heading: string; text: string; image: Asset; href: string; wide?: boolean };

/** `product-story-grid`: product cards (by SKU) mixed with editorial tiles. */
export function productStoryGrid(title: string, items: GridItem[]): Blok {
  return {
    component: 'product-story-grid',
    title,
    items: items.map((item) =>
      'sku' in item
        ? { component: 'product-story-item', sku: item.sku }
        : {
            component: 'product-story-item',
            heading: item.heading,
            text: item.text,
            image: item.image,
            link: link(item.href),
            wide: item.wide ?? false,
          },
    ),
  };
}

/** Rich text for root fields such as `intro`. */
export function doc(markup: string): RichTextDoc {
  return richText(markup);
}

export type { Multilink };
