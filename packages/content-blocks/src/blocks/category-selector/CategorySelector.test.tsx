import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './CategorySelector.stories.tsx';

describeStories('CategorySelector', stories);
