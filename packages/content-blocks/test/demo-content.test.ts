// @vitest-environment node
// Every demo story checked against the block library's Storyblok schema: the strongest test that
// the schema (and so the block types derived from it) says what the content really holds. Here,
// outside src, because a package's source never imports the private tools (.dependency-cruiser.cjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemoCatalogue } from '@cairn/demo-data';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '../src/schema/block-schema.ts';
import { validateContent } from '../src/schema/validate-content.ts';

/** The demo shop's stories, as the API's story generator writes them from the demo data. */
const contentDir = fileURLToPath(new URL('../../../apps/api/content', import.meta.url));

/**
 * The site settings (header navigation, footer, USP messages): the shop's own content type,
 * which it renders itself; no block of the library is in it.
 */
const shopOwnContentTypes = ['globals'];

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

type StoryFile = { content: { component: string }; draft_content?: { component: string } };

const stories = storyFiles(contentDir).map((file) => ({
  name: relative(contentDir, file),
  story: JSON.parse(readFileSync(file, 'utf8')) as StoryFile,
}));

describe('the demo content', () => {
  it('is there to check (the stories and releases of apps/api/content)', () => {
    expect(stories.length).toBeGreaterThan(300);
  });

  it('fits the schema: every story, draft and release, block by block', () => {
    const issues = stories.flatMap(({ name, story }) =>
      [story.content, story.draft_content]
        .filter((content) => content && !shopOwnContentTypes.includes(content.component))
        .flatMap((content) =>
          validateContent(content, blockSchema).map(
            (issue) => `${name} ${issue.path}: ${issue.message}`,
          ),
        ),
    );
    expect(issues).toEqual([]);
  });

  it('uses every block and nested item the schema describes', () => {
    const used = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        const { component } = value as { component?: unknown };
        if (typeof component === 'string') used.add(component);
        Object.values(value).forEach(collect);
      }
    };
    collect(stories.map(({ story }) => story.content));
    collect(generateDemoCatalogue().products.map((product) => product.story));
    const unused = blockSchema.map((component) => component.name).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });

  it('fits the schema in the products’ stories of @cairn/demo-data', () => {
    const products = generateDemoCatalogue().products.filter((product) => product.story);
    expect(products.length).toBeGreaterThan(0);
    const issues = products.flatMap((product) =>
      validateContent(product.story, blockSchema).map(
        (issue) => `${product.code} ${issue.path}: ${issue.message}`,
      ),
    );
    expect(issues).toEqual([]);
  });
});
