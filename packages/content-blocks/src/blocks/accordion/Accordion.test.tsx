import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Accordion.stories.tsx';

describeStories('Accordion', stories);
