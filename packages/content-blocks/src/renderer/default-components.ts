import { Accordion } from '../blocks/accordion/Accordion.tsx';
import { AnimatedLinks } from '../blocks/animated-links/AnimatedLinks.tsx';
import { Promos } from '../blocks/promos/Promos.tsx';
import { SingleHero } from '../blocks/single-hero/SingleHero.tsx';
import type { BlockComponent, BlockComponents } from '../story/types.ts';

/** The block components `StoryRenderer` uses, by Storyblok component name. */
export const defaultComponents: BlockComponents = {
  accordion: Accordion as BlockComponent,
  'animated-links': AnimatedLinks as BlockComponent,
  promos: Promos as BlockComponent,
  'single-hero': SingleHero as BlockComponent,
};
