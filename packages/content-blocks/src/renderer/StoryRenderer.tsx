import { Suspense, useMemo } from 'react';
import { type ImageLoader, ImageLoaderProvider } from '../assets/image-loader.tsx';
import { type LinkComponent, LinkComponentProvider } from '../links/link-context.tsx';
import { editableAttributes } from '../preview/editable.ts';
import { PreviewContext } from '../preview/preview-context.tsx';
import type { Block, BlockComponents, Story } from '../story/types.ts';
import { BlockComponentsContext } from './components-context.tsx';
import { defaultComponents } from './default-components.ts';
import {
  type AnchorEntry,
  anchorEntries as anchorEntriesOf,
  sectionIds,
  storyBody,
} from './section-ids.ts';

export type StoryRendererProps = {
  story: Story;
  /** Components by block name, merged over the defaults: override a block or add new ones. */
  components?: BlockComponents;
  /** Storyblok visual-editor mode: adds `data-blok-c` / `data-blok-uid` to every block. */
  preview?: boolean;
  /** Passed to every block; true for the mobile layout. */
  mobile?: boolean;
  /** The shop's router link for internal links (`({ href, children, className }) => ...`). */
  linkComponent?: LinkComponent;
  /**
   * Builds an image's address at a width, for `srcset` (`(src, width) => url`). Default:
   * Storyblok's image service for Storyblok assets, other images unchanged.
   */
  imageLoader?: ImageLoader;
};

/**
 * Written as `process.env.NODE_ENV` so bundlers replace it; where nothing defines `process`
 * (an unbundled browser build) the lookup throws and counts as development.
 */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

const warned = new Set<string>();

/**
 * Renders a story's body: the first block as the hero in `<section id="hero-section">`, the
 * rest in order, each in its own `<section>` whose id is the block title's slug (or
 * `section-{index}`), unique on the page. Unknown blocks render nothing (with a warning in
 * development). Server-rendering safe: no `window` during render.
 *
 * @example <StoryRenderer story={story} mobile={isMobile} linkComponent={RouterLink} />
 */
export function StoryRenderer({
  story,
  components,
  preview = false,
  mobile = false,
  linkComponent,
  imageLoader,
}: StoryRendererProps) {
  const registry = useMemo(() => ({ ...defaultComponents, ...components }), [components]);
  const body = storyBody(story);
  const ids = sectionIds(body);
  return (
    <PreviewContext.Provider value={preview}>
      <BlockComponentsContext.Provider value={registry}>
        <LinkComponentProvider component={linkComponent}>
          <ImageLoaderProvider loader={imageLoader}>
            {body.map((block, index) => {
              const Component = registry[block.component];
              if (!Component) {
                warnUnknown(block.component);
                return null;
              }
              const editable = editableAttributes(block, preview);
              return (
                <section
                  key={block._uid ?? index}
                  id={ids[index]}
                  {...editable}
                  className={[
                    'cairn-block-section',
                    `cairn-block-section--${block.component}`,
                    editable.className,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {/* A boundary per block: the browser hydrates blocks one by one, in short tasks
                    that yield to input, and a block that suspends holds up only itself. */}
                  <Suspense fallback={null}>
                    <Component blok={block} mobile={mobile} index={index} />
                  </Suspense>
                </section>
              );
            })}
          </ImageLoaderProvider>
        </LinkComponentProvider>
      </BlockComponentsContext.Provider>
    </PreviewContext.Provider>
  );
}

function warnUnknown(component: string): void {
  if (isProduction() || warned.has(component)) return;
  warned.add(component);
  console.warn(
    `[@cairn/content-blocks] No component for block "${component}": it is not rendered. Pass one in the components prop of StoryRenderer.`,
  );
}

/**
 * The anchor entries of a story (`{ id, title }` of each titled block), with the same ids as
 * the sections `StoryRenderer` renders. Pass the same `components` as to `StoryRenderer` so
 * blocks without a component are left out.
 *
 * @example anchorEntries(story) // [{ id: 'shopping-with-cairn', title: 'Shopping with Cairn' }]
 */
export function anchorEntries(
  story: Story | null | undefined,
  components?: BlockComponents,
): AnchorEntry[] {
  const registry = { ...defaultComponents, ...components };
  return anchorEntriesOf(story, { isRenderable: (block: Block) => !!registry[block.component] });
}
