import { CONTENT_IMAGE_NAMES, type ContentImageName } from '@cairn/demo-data';

/** A Storyblok asset field. */
export type Asset = { filename: string; alt: string };

/**
 * The generated landscape scenes served at `/images/content/{scene}.jpg`. Every content
 * image in the stories is one of these; the seed stores a drawing for each of them.
 */
export const SCENES = CONTENT_IMAGE_NAMES;

export type Scene = ContentImageName;

/** What each scene shows, for alt text where the page adds nothing more specific. */
export const SCENE_DESCRIPTIONS: Record<Scene, string> = {
  'mountains-dawn': 'A line of mountains under a pink dawn sky',
  'snowy-ridge': 'A walker on a snow-covered ridge',
  'forest-camp': 'A tent pitched among pine trees',
  crag: 'A climber on a sunlit rock crag',
  'coastal-path': 'A path along green sea cliffs',
  'ski-slope': 'Skiers on a groomed piste under a blue sky',
  'trail-run': 'A runner on a narrow hill trail',
  'store-interior': 'Jackets, boots and packs on display inside a Cairn store',
  'loch-paddle': 'A paddleboarder on a calm loch',
  'ski-workshop': 'A ski being waxed on a workshop bench',
  'summit-cairn': 'A stone cairn on a mountain summit',
};

/** A scene with its standard description as alt text. */
export function described(scene: Scene): Asset {
  return sceneImage(scene, SCENE_DESCRIPTIONS[scene]);
}

/** A content image: one of the generated scenes, with alt text saying what it shows here. */
export function sceneImage(scene: Scene, alt: string): Asset {
  return { filename: scenePath(scene), alt };
}

export function scenePath(scene: Scene): string {
  return `/images/content/${scene}.jpg`;
}

/** A product image served by the shop (`/images/products/{filename}`). */
export function productImage(filename: string, alt: string): Asset {
  return { filename: `/images/products/${filename}`, alt };
}
