import type { Preview } from '@storybook/react-vite';
// The shop's look, in the order the shop loads it (apps/shop/src/entry-client.tsx): the design
// tokens and components, the blocks, the guide filter, then the shop's base stylesheet (body
// font, colours, spacing).
import '../packages/ui/src/styles.css';
import '../packages/content-blocks/src/styles.css';
import '../packages/guide-filter/src/styles.css';
import '../apps/shop/src/styles/shop.css';
// The stories' own entry file, so the provider is the one their blocks read.
import { ImageLoaderProvider } from '../packages/content-blocks/src/index.ts';
import { demoImageUrl } from './demo-images/image-urls.ts';

/** The shop's breakpoints (its stylesheets' min-width queries), with a phone below them. */
const viewports = {
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  small: {
    name: 'Small tablet (640)',
    styles: { width: '640px', height: '900px' },
    type: 'tablet',
  },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1024)',
    styles: { width: '1024px', height: '768px' },
    type: 'desktop',
  },
  wide: { name: 'Wide (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // A docs page for every component and block: props tables from the TypeScript types.
  tags: ['autodocs'],
  decorators: [
    // Block images come from the Storybook's generated demo images, at every srcset width.
    (Story) => (
      <ImageLoaderProvider loader={demoImageUrl}>
        <Story />
      </ImageLoaderProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    backgrounds: {
      options: {
        paper: { name: 'Paper (page)', value: '#ffffff' },
        stone: { name: 'Stone (panels)', value: '#f3f2ee' },
        pine: { name: 'Pine (brand)', value: '#1f4d3a' },
      },
    },
    // The a11y panel on every story, with axe's full rule set: in a real browser colour
    // contrast is checked too (the jsdom story tests skip only that rule, for want of layout).
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Introduction', ['Getting started'], 'UI', 'Content blocks', 'Guide filter'],
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'paper' },
  },
};

export default preview;
