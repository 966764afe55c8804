import type { DemoCatalogue } from '@cairn/demo-data';
import { aboutStories } from './pages/about.ts';
import { articleStories } from './pages/articles/index.ts';
import { brandStories } from './pages/brands.ts';
import { categoryStories } from './pages/categories.ts';
import { guideStories } from './pages/guides/index.ts';
import { homeStory } from './pages/home.ts';
import { informationStories } from './pages/information.ts';
import { landingStories } from './pages/landing-pages.ts';
import { christmasRelease, type Release } from './pages/releases.ts';
import { errorPageStory, globalsStory, notFoundStory } from './pages/site-settings.ts';
import { storeStories } from './pages/stores.ts';
import type { StoryFileJson } from './story-file.ts';

export type GeneratedContent = {
  /** Every story, by `full_slug`. */
  stories: StoryFileJson[];
  releases: Release[];
};

/**
 * Every demo story of the shop, generated from the demo catalogue: pure and deterministic
 * (the same catalogue gives the same stories, byte for byte once formatted).
 */
export function generateStories(catalogue: DemoCatalogue): GeneratedContent {
  const stories = [
    homeStory(catalogue),
    globalsStory(),
    notFoundStory(),
    errorPageStory(),
    ...informationStories(catalogue),
    ...aboutStories(catalogue),
    ...storeStories(catalogue),
    ...brandStories(catalogue),
    ...guideStories(catalogue),
    ...articleStories(catalogue),
    ...landingStories(catalogue),
    ...categoryStories(catalogue),
  ].sort((a, b) => a.full_slug.localeCompare(b.full_slug));
  const duplicate = stories.find(
    (story, index) => stories[index - 1]?.full_slug === story.full_slug,
  );
  if (duplicate) throw new Error(`Two stories have the slug '${duplicate.full_slug}'`);
  return { stories, releases: [christmasRelease(catalogue)] };
}
