import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import contentBlocks from '../packages/content-blocks/package.json' with { type: 'json' };
import guideFilter from '../packages/guide-filter/package.json' with { type: 'json' };
import ui from '../packages/ui/package.json' with { type: 'json' };

// The published versions in the sidebar's title, so a reader knows which release the docs show.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: `Cairn components · ui ${ui.version} · content-blocks ${contentBlocks.version} · guide-filter ${guideFilter.version}`,
    colorPrimary: '#1f4d3a',
    colorSecondary: '#1f4d3a',
    fontBase: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  }),
});
