import { createRng, hashString } from '../random.ts';
import { landscape, SCENE_NAMES, type SceneName } from './landscape.ts';

/** Content banners are 16:9: height = width x 9 / 16. */
export const CONTENT_IMAGE_ASPECT = 9 / 16;

// Words in an image name that pick its scene; checked in this order.
const KEYWORDS: readonly (readonly [RegExp, SceneName])[] = [
  [/dawn|sunrise|sunset|dusk|morning/, 'mountains-at-dawn'],
  [/snow|ski|winter|ridge|alpine|ice|avalanche/, 'snowy-ridge'],
  [/forest|camp|tent|wood|bothy|stove/, 'forest-camp'],
  [/crag|climb|boulder|rock|grit/, 'crag'],
  [/coast|sea|beach|cliff|surf|swim/, 'coastal-path'],
  [/loch|lake|water|paddle|sup|river|tarn/, 'highland-loch'],
];

/**
 * The scene of a content image name: a scene's own name ('snowy-ridge'), then a keyword in
 * the name ('winter-skills-guide' is a snowy ridge), else one chosen by a hash of the name.
 */
export function contentScene(name: string): SceneName {
  const lower = name.toLowerCase();
  const exact = SCENE_NAMES.find((scene) => lower.startsWith(scene));
  if (exact) return exact;
  for (const [pattern, scene] of KEYWORDS) if (pattern.test(lower)) return scene;
  return SCENE_NAMES[hashString(lower) % SCENE_NAMES.length] ?? 'mountains-at-dawn';
}

/** The SVG of a content banner at a pixel width (16:9). Each name draws its own variation. */
export function contentImageSvg(name: string, width: number): string {
  const rng = createRng(`content:${name.toLowerCase()}`);
  const body = landscape(contentScene(name), rng, {
    width: 1600,
    height: 900,
    horizon: 0.42,
    features: true,
  });
  const height = Math.round(width * CONTENT_IMAGE_ASPECT);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
