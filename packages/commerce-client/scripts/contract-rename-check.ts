/**
 * Shows that the contract binds both sides: renames one field of the contract (a product's
 * `priceAsNumber`) in a copy of this package's source and typechecks the API and the shop
 * against that copy. Both must fail, naming the field: the API builds products as the
 * contract's type, and the shop reads them through it. Exits 1 if either side still builds.
 *
 *   pnpm --filter @cairn/commerce-client check:rename
 *
 * The copy sits in this package's node_modules (so it resolves zod as the source does), and each
 * app's own tsconfig is extended with `paths` pointing `@cairn/commerce-client/*` at it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const field = 'priceAsNumber';
const renamed = 'priceInPounds';
const schemaFile = join('schemas', 'catalogue.ts');

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repo = join(packageDir, '..', '..');
const copy = join(packageDir, 'node_modules', '.contract-rename-check');
const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');

function renameInCopy(): void {
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(packageDir, 'src'), join(copy, 'src'), { recursive: true });
  const path = join(copy, 'src', schemaFile);
  const source = readFileSync(path, 'utf8');
  // Only the product's own field (the first), not the other shapes that share the name.
  const renamedSource = source.replace(`  ${field}: z.number(),`, `  ${renamed}: z.number(),`);
  if (renamedSource === source) throw new Error(`${schemaFile} has no ${field} field to rename`);
  writeFileSync(path, renamedSource);
}

/** Typechecks an app against the copy; answers tsc's exit status and output. */
function typecheck(app: string): { status: number | null; output: string } {
  const appDir = join(repo, 'apps', app);
  const entry = (name: string) => [join(copy, 'src', name)];
  // In the app's node_modules: its `types` (node, vite/client) resolve from there as usual.
  const config = join(appDir, 'node_modules', '.contract-rename-check.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(appDir, 'tsconfig.json'),
      compilerOptions: {
        paths: {
          '@cairn/commerce-client': entry('index.ts'),
          '@cairn/commerce-client/query': entry('query.ts'),
          '@cairn/commerce-client/contract': entry('contract.ts'),
          '@cairn/commerce-client/testing': entry(join('testing', 'sample-answers.ts')),
        },
      },
    }),
  );
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', config], {
    cwd: appDir,
    encoding: 'utf8',
  });
  rmSync(config, { force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

let failed = false;
try {
  renameInCopy();
  for (const app of ['api', 'shop']) {
    const started = Date.now();
    const { status, output } = typecheck(app);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const errors = output.split('\n').filter((line) => line.includes('error TS'));
    // Errors in the app's own code, not only in its tests: the build itself breaks.
    const naming = errors.filter(
      (line) => (line.includes(field) || line.includes(renamed)) && !/\.(test|e2e)\./.test(line),
    );
    if (status !== 0 && naming.length > 0) {
      console.log(
        `${app}: fails to build with ${field} renamed: ${naming.length} errors outside tests (${seconds} s), e.g.`,
      );
      console.log(`  ${naming[0]}`);
    } else {
      failed = true;
      console.error(`${app}: still builds with ${field} renamed, or fails for another reason:`);
      console.error(output.slice(0, 4000));
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
