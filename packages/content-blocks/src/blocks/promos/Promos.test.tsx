import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Promos.stories.tsx';

describeStories('Promos', stories);
