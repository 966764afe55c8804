import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './BrandsList.stories.tsx';

describeStories('BrandsList', stories);
