import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for every package: blocks, components and the guide filter side by side, with
 * an introduction per package (./docs) and a docs page per component (autodocs, props tables
 * from the TypeScript types and their doc comments).
 */
const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Demo images drawn by the shop's own code (`pnpm storybook:images`), served at /images/.
  staticDirs: ['./public'],
  typescript: {
    // Props tables from the types themselves, including the block field types each block takes.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: join(dirname(fileURLToPath(import.meta.url)), 'tsconfig.docgen.json'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React's own props (className on every element type...) would drown the components' own.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  core: { disableTelemetry: true },
};

export default config;
