import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every package: blocks, components and the guide filter side by side. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
