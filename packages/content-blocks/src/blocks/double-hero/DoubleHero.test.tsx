import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './DoubleHero.stories.tsx';

describeStories('DoubleHero', stories);
