// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockHydration } from '../hydration/policy.ts';
import { blockLoaders } from '../renderer/block-loaders.ts';
import { defaultComponents } from '../renderer/default-components.ts';
import { homeStory, paragraph, storyLink } from '../testing/fixtures.ts';
import { blockSchema, bodyBlocks } from './block-schema.ts';
import { componentsJson, componentsJsonPath } from './components-json.ts';
import type { StoryblokComponent } from './storyblok-schema.ts';
import { validateContent } from './validate-content.ts';

const components: readonly StoryblokComponent[] = blockSchema;
const names = components.map((component) => component.name);
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

describe('blockSchema', () => {
  it('is written, as it is, where Storyblok’s CLI pushes from (run the build after a change)', () => {
    const written = readFileSync(`${packageDir}/${componentsJsonPath}`, 'utf8');
    expect(written).toBe(componentsJson(blockSchema));
    expect(JSON.parse(written)).toEqual(blockSchema);
  });

  it('describes every default block as a nestable body block, and nothing the renderer lacks', () => {
    expect([...bodyBlocks].sort()).toEqual(Object.keys(defaultComponents).sort());
    expect([...bodyBlocks].sort()).toEqual(Object.keys(blockLoaders).sort());
    expect([...bodyBlocks].sort()).toEqual(Object.keys(blockHydration).sort());
    for (const name of bodyBlocks) {
      expect(components.find((component) => component.name === name)).toMatchObject({
        is_nestable: true,
        is_root: false,
      });
    }
  });

  it('names each component once, with each field in its own place of the form', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const component of components) {
      const positions = Object.values(component.schema).map((field) => field.pos);
      expect(new Set(positions).size, component.name).toBe(positions.length);
      if (component.preview_field) {
        expect(Object.keys(component.schema), component.name).toContain(component.preview_field);
      }
    }
  });

  it('whitelists only components it describes, and every nested item is whitelisted somewhere', () => {
    const whitelisted = new Set<string>();
    for (const component of components) {
      for (const [field, definition] of Object.entries(component.schema)) {
        if (definition.type !== 'bloks') continue;
        expect(definition.restrict_components, `${component.name}.${field}`).toBe(true);
        for (const name of definition.component_whitelist ?? []) {
          expect(names, `${component.name}.${field}`).toContain(name);
          whitelisted.add(name);
        }
      }
    }
    const nestable = components.filter((component) => component.is_nestable);
    expect(
      nestable.map((component) => component.name).filter((name) => !whitelisted.has(name)),
    ).toEqual([]);
  });

  it('is where the README’s push command looks, and in the tarball', () => {
    const readme = readFileSync(`${packageDir}/README.md`, 'utf8');
    const push = /storyblok components push --space \S+ --from (\S+) --path (\S+)/.exec(readme);
    // The CLI reads {path}/components/{from}/components.json.
    expect(`${push?.[2]}/components/${push?.[1]}/components.json`).toBe(
      `node_modules/@cairn/content-blocks/${componentsJsonPath}`,
    );
    const manifest = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8'));
    expect(manifest.files).toContain(componentsJsonPath.split('/')[0]);
    expect(manifest.exports['./schema']).toEqual({
      types: './dist/schema/index.d.ts',
      import: './dist/schema/index.js',
    });
  });

  it('fits the package’s own test story', () => {
    expect(validateContent(homeStory.content, blockSchema)).toEqual([]);
  });
});

describe('validateContent', () => {
  const page = (body: unknown[]) => ({ _uid: 'root', component: 'page', body });

  it('given content that fits, reports nothing', () => {
    const content = page([
      {
        _uid: 'h',
        component: 'single-hero',
        heading: 'Winter kit',
        cta_link: storyLink('all/clothing'),
        image: { filename: '/a.jpg', alt: '' },
      },
      {
        _uid: 't',
        component: 'tabbed-section',
        tabs: [{ _uid: 't1', component: 'tab', label: 'Fit', text: paragraph('Snug'), body: [] }],
      },
      { _uid: 's', component: 'star-rating', rating: '4.5', review_count: 120 },
    ]);
    expect(validateContent(content, blockSchema)).toEqual([]);
  });

  it('given unknown blocks and fields, names each by path', () => {
    const content = page([
      {
        _uid: 'a',
        component: 'promos',
        colour: 'red',
        items: [{ _uid: 'b', component: 'mystery' }],
      },
      { _uid: 'c', component: 'countdown' },
    ]);
    expect(validateContent(content, blockSchema)).toEqual([
      { path: 'body[0].colour', message: 'unknown field "colour" of "promos"' },
      { path: 'body[0].items[0]', message: 'unknown component "mystery"' },
      { path: 'body[1]', message: 'unknown component "countdown"' },
    ]);
  });

  it('given blocks where their field does not allow them, and values of the wrong type, says so', () => {
    const content = page([
      { _uid: 'a', component: 'promos', items: [{ _uid: 'b', component: 'tab', label: 'x' }] },
      { _uid: 'c', component: 'carousel', loop: 'yes', title: 3 },
      {
        _uid: 'd',
        component: 'testimonials',
        items: [{ _uid: 'e', component: 'testimonial', rating: 9 }],
      },
      {
        _uid: 'f',
        component: 'double-hero',
        panels: [1, 2, 3].map((n) => ({ _uid: `p${n}`, component: 'double-hero-panel' })),
      },
    ]);
    expect(validateContent(content, blockSchema)).toEqual([
      { path: 'body[0].items[0]', message: '"tab" is not allowed here' },
      { path: 'body[1].loop', message: 'expected true or false (a boolean field)' },
      { path: 'body[1].title', message: 'expected a string (a text field)' },
      { path: 'body[2].items[0].rating', message: '9 is above 5' },
      { path: 'body[2].items[0].quote', message: 'required' },
      { path: 'body[3].panels', message: '3 blocks, at most 2' },
    ]);
  });

  it('given a block at the root, or a content type in a body, refuses it', () => {
    expect(validateContent({ _uid: 'a', component: 'promos' }, blockSchema)).toEqual([
      { path: '(root)', message: '"promos" is not a content type' },
    ]);
    expect(validateContent(page([{ _uid: 'b', component: 'guide' }]), blockSchema)).toEqual([
      { path: 'body[0]', message: '"guide" is not a nestable block' },
      { path: 'body[0]', message: '"guide" is not allowed here' },
    ]);
  });
});
