/**
 * Writes the demo stories to apps/api/content/stories/{full_slug}.json and the releases to
 * apps/api/content/releases/{releaseId}/{full_slug}.json, removing files no longer generated.
 *
 *   pnpm --filter @cairn/api exec tsx scripts/generate-stories/index.ts [--check]
 *
 * With --check, writes nothing and exits 1 when a file differs from what would be generated.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemoCatalogue } from '@cairn/demo-data';
import { generateStories } from './generate.ts';
import { formatJson } from './json-format.ts';

const contentFolder = fileURLToPath(new URL('../../content', import.meta.url));

/** The files the generator owns, by path relative to apps/api/content. */
export function generatedFiles(): Map<string, string> {
  const { stories, releases } = generateStories(generateDemoCatalogue());
  const files = new Map<string, string>();
  for (const story of stories) files.set(`stories/${story.full_slug}.json`, formatJson(story));
  for (const release of releases) {
    for (const story of release.stories) {
      files.set(`releases/${release.id}/${story.full_slug}.json`, formatJson(story));
    }
  }
  return files;
}

/** JSON files now on disk under stories/ and releases/, relative to apps/api/content. */
export function filesOnDisk(folder = contentFolder): string[] {
  return ['stories', 'releases'].flatMap((sub) => {
    const root = join(folder, sub);
    if (!existsSync(root)) return [];
    return readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
      .sort();
  });
}

function main(check: boolean): number {
  const files = generatedFiles();
  const stale = filesOnDisk().filter((path) => !files.has(path));
  const changed = [...files].filter(([path, text]) => {
    const full = join(contentFolder, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== text;
  });
  if (check) {
    for (const path of stale) console.error(`not generated: ${path}`);
    for (const [path] of changed) console.error(`out of date: ${path}`);
    return stale.length + changed.length === 0 ? 0 : 1;
  }
  for (const path of stale) rmSync(join(contentFolder, path));
  for (const [path, text] of changed) {
    const full = join(contentFolder, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  console.log(
    `${files.size} files (${changed.length} written, ${stale.length} removed) in ${relative(process.cwd(), contentFolder)}`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.includes('--check'));
}
