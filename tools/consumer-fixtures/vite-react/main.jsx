// A fresh Vite + React 19 app rendering a guide story in the browser, as the packages' READMEs
// say: the story's block data loaded first, the guide filter above the blocks.
import '@cairn/ui/styles.css';
import '@cairn/content-blocks/styles.css';
import '@cairn/guide-filter/styles.css';
import { anchorEntries, BlockDataProvider, StoryRenderer } from '@cairn/content-blocks';
import { loadBlockData } from '@cairn/content-blocks/block-data';
import { createImageUrls } from '@cairn/content-blocks/images';
import { GuideFilter } from '@cairn/guide-filter/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogue, stores } from './fixture-sources.js';
import story from './guide.json';

const images = createImageUrls({ origin: 'https://shop.example' });
const data = await loadBlockData(story, {
  catalogue,
  articles: async () => [],
  stores,
  productImageUrl: images.productImageUrl,
});

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <GuideFilter entries={anchorEntries(story)} title={story.name} />
      <BlockDataProvider value={data}>
        <StoryRenderer story={story} imageLoader={images.imageLoader} />
      </BlockDataProvider>
    </main>
  </StrictMode>,
);
