import { describePlayFunctions } from './testing/play-stories.tsx';

describePlayFunctions(import.meta.glob('./**/*.stories.tsx', { eager: true }));
