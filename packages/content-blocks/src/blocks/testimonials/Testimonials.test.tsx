import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Testimonials.stories.tsx';

describeStories('Testimonials', stories);
