import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './AnimatedLinks.stories.tsx';

describeStories('AnimatedLinks', stories);
