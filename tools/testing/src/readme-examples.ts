import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Type-checks every ```ts and ```tsx block of a package's READMEs, as a consumer's code: each
 * block is a module of its own, importing the package by its name (and the repository's other
 * packages by theirs), so an example that no longer matches the API fails the test.
 *
 * - A block that is deliberately not code (a type listing, a signature) says so in its fence,
 *   ```ts no-check; it is counted in the summary, never checked.
 * - What the examples take as given (a client made in an earlier block, the app's own helpers)
 *   is declared once per package in `assumes`: declarations visible to every block, which a
 *   block's own names shadow.
 * - Relative imports in an example are read from its README's folder (in `assumes`, from the
 *   package's); stylesheets import as a bundler's would.
 *
 * One compiler run for all of a package's READMEs. Throws one error listing every fault as
 * `README.md:line:column message`; answers what was checked.
 */
export function expectReadmeExamplesToCompile(
  packageDir: string,
  options: ReadmeExampleOptions = {},
): ReadmeExampleSummary {
  const readmes = options.readmes ?? readmesIn(packageDir);
  const examples = readmes.flatMap((readme) => readmeExamples(join(packageDir, readme), readme));
  const checked = examples.filter((example) => example.check);
  const notChecked = examples.filter((example) => !example.check);
  const summary: ReadmeExampleSummary = {
    compiled: checked.length,
    notChecked: notChecked.map((example) => `${example.readme}:${example.line}`),
  };
  // The test's output: what was checked, and where a block is marked not to be.
  console.info(
    `README examples of ${relative(workspaceRoot(packageDir), packageDir)}: ${summary.compiled} compiled` +
      (notChecked.length
        ? `, ${notChecked.length} marked no-check (${summary.notChecked.join(', ')})`
        : ''),
  );
  if (checked.length === 0)
    throw new Error(`No ts or tsx example to check in ${readmes.join(', ')}`);

  // Inside the package's node_modules: packages resolve from there as they do for the package.
  const modules = join(packageDir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const workDir = mkdtempSync(join(modules, '.readme-examples-'));
  try {
    const files = new Map<string, Example>();
    for (const example of checked) {
      const file = join(
        workDir,
        `${example.readme.replaceAll('/', '-')}-${example.line}.${example.lang}`,
      );
      writeFileSync(
        file,
        withRelativeImportsFrom(dirname(join(packageDir, example.readme)), example.code),
      );
      files.set(file, example);
    }
    const assumesFile = join(workDir, 'assumes.d.ts');
    // Stylesheets are imported for their side effect, which a consumer's bundler types declare
    // (as vite/client does).
    const assumes = withRelativeImportsFrom(packageDir, options.assumes ?? '');
    writeFileSync(assumesFile, `${assumes}\ndeclare module '*.css';\n`);

    const config = ts.parseJsonConfigFileContent(
      {
        extends: join(packageDir, 'tsconfig.json'),
        compilerOptions: { noEmit: true, paths: workspaceSourcePaths(packageDir) },
        files: [assumesFile, ...files.keys()],
        // Not the package's own `include`, which `extends` would bring: only what the examples import.
        include: [],
      },
      ts.sys,
      workDir,
    );
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
    // Only the examples are checked: the package's own code is the typecheck's job, and
    // checking all of it would take most of the time.
    const checkedFiles = [assumesFile, ...files.keys()].map((file) => {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`The compiler did not read ${file}`);
      return source;
    });
    const faults = [
      ...config.errors,
      ...program.getOptionsDiagnostics(),
      ...checkedFiles.flatMap((file) => [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ]),
    ]
      .map((d) => describe(d, files, assumesFile))
      .sort((a, b) => a.at.localeCompare(b.at) || a.line - b.line || a.column - b.column)
      .map(({ at, line, column, message }) => `${at}:${line}:${column} ${message}`);
    if (faults.length) {
      throw new Error(`${faults.length} README example fault(s):\n${faults.join('\n')}`);
    }
    return summary;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export type ReadmeExampleOptions = {
  /** README paths relative to the package; default: every README.md in it. */
  readmes?: string[];
  /**
   * Declarations every example may use without making them: a script, so types come in as
   * `import('…')` types, relative ones read from the package's folder. E.g.
   * `declare const queryClient: import('@tanstack/react-query').QueryClient;`
   */
  assumes?: string;
};

export type ReadmeExampleSummary = {
  compiled: number;
  /** `README.md:line` of each block marked no-check. */
  notChecked: string[];
};

type Example = { readme: string; line: number; lang: 'ts' | 'tsx'; code: string; check: boolean };

/** Every README.md in the package, its folders' included (not node_modules, dist or dot folders). */
function readmesIn(packageDir: string, folder = ''): string[] {
  return readdirSync(join(packageDir, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isFile()) return entry.name === 'README.md' ? [path] : [];
      const skipped = ['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.');
      return entry.isDirectory() && !skipped ? readmesIn(packageDir, path) : [];
    });
}

function readmeExamples(path: string, readme: string): Example[] {
  const text = readFileSync(path, 'utf8');
  const examples: Example[] = [];
  for (const m of text.matchAll(/^```(tsx?)\b([^\n]*)\n([\s\S]*?)^```/gm)) {
    const line = text.slice(0, m.index).split('\n').length;
    const words = (m[2] ?? '').trim().split(/\s+/);
    examples.push({
      readme,
      line,
      lang: m[1] as 'ts' | 'tsx',
      code: m[3] ?? '',
      check: !words.includes('no-check'),
    });
  }
  return examples;
}

function withRelativeImportsFrom(folder: string, code: string): string {
  return code.replace(
    /(from\s+|import\s*\(\s*|import\s+)(['"])(\.\.?\/[^'"]+)\2/g,
    (_, before: string, quote: string, specifier: string) =>
      `${before}${quote}${resolve(folder, specifier)}${quote}`,
  );
}

/**
 * Every workspace package's name (and subpaths) mapped to its source entries, the package's own
 * included: an example compiles against the code as it is, built or not. The mapping follows each
 * `exports` entry's types: `./dist/x.d.ts` is `./src/x.ts` (or `.tsx`).
 */
function workspaceSourcePaths(packageDir: string): Record<string, string[]> {
  const root = workspaceRoot(packageDir);
  const paths: Record<string, string[]> = {};
  for (const group of ['apps', 'packages', 'tools']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir)) {
      const dir = join(groupDir, name);
      const manifestPath = join(dir, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        name?: string;
        exports?: Record<string, unknown>;
      };
      if (!manifest.name || !manifest.exports) continue;
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        const types =
          typeof target === 'object' && target ? (target as { types?: unknown }).types : undefined;
        if (typeof types !== 'string') continue;
        const stem = join(dir, types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, ''));
        const source = [`${stem}.ts`, `${stem}.tsx`].find((file) => existsSync(file));
        if (source) paths[manifest.name + subpath.slice(1)] = [source];
      }
    }
  }
  return paths;
}

function workspaceRoot(from: string): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}

function describe(
  diagnostic: ts.Diagnostic,
  files: Map<string, Example>,
  assumesFile: string,
): { at: string; line: number; column: number; message: string } {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
  const { file, start } = diagnostic;
  if (!file || start === undefined) return { at: '', line: 0, column: 0, message };
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  if (file.fileName === assumesFile) {
    return { at: 'assumes', line: line + 1, column: character + 1, message };
  }
  const example = files.get(file.fileName) as Example;
  // The block's first code line is the line after its fence.
  return { at: example.readme, line: example.line + 1 + line, column: character + 1, message };
}
