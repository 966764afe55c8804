import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './SingleHero.stories.tsx';

describeStories('SingleHero', stories);
