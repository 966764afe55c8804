import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
