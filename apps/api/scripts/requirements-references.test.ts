import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite docs/requirements.md by entry id (`requirements R-AREA-N`), never the
 * specification documents the project was built from, which a reader of the repository does not
 * have. This keeps every citation resolving to a page in the repository, and the page true to
 * the tree: each path it names exists.
 */
const root = join(import.meta.dirname, '../../..');
const requirementsFile = 'docs/requirements.md';
const requirements = readFileSync(join(root, requirementsFile), 'utf8');

/** Folders that hold no hand-written text: dependencies, build output, caches, local data. */
const skippedFolders = new Set([
  '.git',
  '.data',
  '.turbo',
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
]);
const textExtensions = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.md', '.mdx', '.css']);
const thisFile = relative(root, import.meta.filename);

function textFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) found.push(...textFiles(path));
    } else if (textExtensions.has(extname(entry.name)) && path !== thisFile) {
      found.push(path);
    }
  }
  return found;
}

/** Each line that matches `pattern`, as `path:line: text`. */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (pattern.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return hits;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

const idPattern = /\bR-[A-Z]+-\d+\b/g;
const entryPattern = /^- <a id="([a-z]+-[a-z]+-\d+)"><\/a>\*\*(R-[A-Z]+-\d+)\*\*/;
const entries = requirements
  .split('\n')
  .map((line) => entryPattern.exec(line))
  .filter((match) => match !== null)
  .map(([, anchor, id]) => ({ anchor: anchor ?? '', id: id ?? '' }));
const defined = new Set(entries.map((entry) => entry.id));
const anchors = new Set([
  ...entries.map((entry) => entry.anchor),
  ...[...requirements.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => headingAnchor(heading ?? '')),
]);
const files = textFiles('');

describe('docs/requirements.md', () => {
  it('numbers its entries once each, every anchor the lower-case id', () => {
    expect(entries.length).toBeGreaterThan(100);
    const ids = entries.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(entries.filter((entry) => entry.anchor !== entry.id.toLowerCase())).toEqual([]);
  });

  it('names only paths that exist', () => {
    const paths = [...requirements.matchAll(/`((?:apps|packages|tools|docs)\/[^`\s]+)`/g)].map(
      ([, path]) => path ?? '',
    );
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

describe('references to the requirements', () => {
  it('cite only entries docs/requirements.md has', () => {
    const unknown = files
      .filter((file) => file !== requirementsFile)
      .flatMap((file) =>
        linesMatching([file], /\bR-[A-Z]+-\d+\b/).filter((hit) =>
          [...hit.matchAll(idPattern)].some(([id]) => !defined.has(id)),
        ),
      );
    expect(unknown).toEqual([]);
  });

  it('link only to anchors docs/requirements.md has', () => {
    const broken = linesMatching(files, /requirements\.md#/).filter((hit) =>
      [...hit.matchAll(/requirements\.md#([a-z0-9-]+)/g)].some(
        ([, anchor]) => !anchors.has(anchor ?? ''),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('never cite the specification documents by their seed numbers', () => {
    // "seed 000 section 7", "seed 001", "seed section 7", "seed 2": cite an entry instead.
    const seedCitation = /\bseed\s+(?:\d+|section)\b/i;
    expect(linesMatching(files, seedCitation)).toEqual([]);
  });
});
