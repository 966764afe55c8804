import type { Scene } from '../../images.ts';
import type { PickOptions } from '../../product-picks.ts';

/** One titled section of a guide: the guide filter lists these as anchors. */
export type GuideSection =
  | { kind: 'questions'; title: string; items: [heading: string, markup: string][] }
  | { kind: 'tabs'; title: string; tabs: { label: string; text: string }[] }
  | {
      kind: 'video';
      title: string;
      name: string;
      alt: string;
      poster: Scene;
      caption: string;
    };

/** The words of a guide; `guideStories` adds the hero, product picks and related guides. */
export type GuideCopy = {
  slug: string;
  /** One or two sentences: the hero's subheading and the SEO description. */
  summary: string;
  scene: Scene;
  alt: string;
  sections: GuideSection[];
  /** Which products the guide shows; by default adults' products in the guide's category. */
  picks?: Omit<PickOptions, 'limit'>;
  /** How the guide ends: an appointment at stores offering this service, or the help card. */
  closing: { service: string; title: string; text: string } | 'help';
};

export function questions(title: string, items: [string, string][]): GuideSection {
  return { kind: 'questions', title, items };
}

export function tabs(title: string, list: { label: string; text: string }[]): GuideSection {
  return { kind: 'tabs', title, tabs: list };
}
