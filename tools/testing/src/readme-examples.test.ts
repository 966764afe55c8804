import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { expectReadmeExamplesToCompile } from './readme-examples.ts';

const testingDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(testingDir, '..', '..');

// A package of its own, inside this one's node_modules, whose README uses @cairn/redirects.
const modules = join(testingDir, 'node_modules');
mkdirSync(modules, { recursive: true });
const fixtureDir = mkdtempSync(join(modules, '.readme-fixture-'));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));
writeFileSync(
  join(fixtureDir, 'tsconfig.json'),
  JSON.stringify({ extends: join(root, 'tsconfig.base.json'), compilerOptions: { types: [] } }),
);

function readme(text: string) {
  writeFileSync(join(fixtureDir, 'README.md'), text);
}

const fence = '```';

describe('expectReadmeExamplesToCompile', () => {
  it('compiles each block as a module of its own, the packages resolved by name', () => {
    readme(
      [
        '# Fixture',
        `${fence}ts`,
        "import { routeKey } from '@cairn/redirects';",
        "const key: string = routeKey('/Men/');",
        fence,
        'The same names again, in a module of their own:',
        `${fence}ts`,
        "import { routeKey } from '@cairn/redirects';",
        "const key = routeKey('/a');",
        fence,
      ].join('\n'),
    );
    expect(expectReadmeExamplesToCompile(fixtureDir)).toEqual({ compiled: 2, notChecked: [] });
  });

  it("names each fault by the README's line and column", () => {
    readme(
      [
        '# Fixture',
        '',
        `${fence}ts`,
        "import { routeKey } from '@cairn/redirects';",
        'routeKey(42);',
        'shop.getSetup();',
        fence,
      ].join('\n'),
    );
    expect(() => expectReadmeExamplesToCompile(fixtureDir)).toThrowError(
      /2 README example fault\(s\):\nREADME\.md:5:10 Argument of type 'number' is not assignable to parameter of type 'string'\.\nREADME\.md:6:1 Cannot find name 'shop'\./,
    );
  });

  it('takes what the examples assume from declarations, which a block may shadow', () => {
    readme(
      [
        `${fence}ts`,
        'shop.getSetup();',
        fence,
        `${fence}ts`,
        "const shop = 'a name of its own';",
        fence,
      ].join('\n'),
    );
    const assumes = `declare const shop: { getSetup(): void };`;
    expect(expectReadmeExamplesToCompile(fixtureDir, { assumes }).compiled).toBe(2);
  });

  it('counts the blocks marked no-check and checks nothing in them', () => {
    readme(
      [
        `${fence}ts no-check`,
        'function listing(a: Story): Answer;',
        fence,
        `${fence}tsx`,
        'const a = <b>bold</b>;',
        fence,
      ].join('\n'),
    );
    expect(expectReadmeExamplesToCompile(fixtureDir)).toEqual({
      compiled: 1,
      notChecked: ['README.md:1'],
    });
  });

  it('refuses a README with nothing to check', () => {
    readme('# Fixture\n\n```sh\nls\n```\n');
    expect(() => expectReadmeExamplesToCompile(fixtureDir)).toThrowError(/No ts or tsx example/);
  });
});

describe("the repository's READMEs", () => {
  it("are each checked by their package's readme test when they have ts or tsx examples", () => {
    const unchecked = readmes(root)
      .filter((path) => /^```tsx?\b/m.test(readFileSync(path, 'utf8')))
      .map((path) => ({ path, packageDir: packageOf(dirname(path)) }))
      .filter(({ packageDir }) => {
        const test = join(packageDir, 'src', 'readme.test.ts');
        return (
          !existsSync(test) ||
          !readFileSync(test, 'utf8').includes('expectReadmeExamplesToCompile(')
        );
      })
      .map(({ path }) => relative(root, path));
    expect(unchecked).toEqual([]);
  });
});

function readmes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isFile()) return entry.name === 'README.md' ? [path] : [];
    const skipped = ['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.');
    return entry.isDirectory() && !skipped ? readmes(path) : [];
  });
}

/** The folder of the nearest package.json: the root's README is the root package's. */
function packageOf(dir: string): string {
  return existsSync(join(dir, 'package.json')) || dir === root ? dir : packageOf(dirname(dir));
}
