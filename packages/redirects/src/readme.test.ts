import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectReadmeExamplesToCompile } from '@cairn/testing/readme-examples';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Runs every `ts` example of the README as a consumer would: the package imports point at the
 * source entries, and each `expression; // value` line becomes an assertion that the
 * expression equals that value. A comment that is not a value is left alone.
 */

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
// The code examples: blocks that import the package (the API block only lists types).
const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
  .map((m) => m[1] as string)
  .filter((block) => block.includes("from '@cairn/redirects"));

// Inside the package's node_modules, so `hono` resolves as it does for a consumer.
const workDir = mkdtempSync(join(packageDir, 'node_modules', '.redirects-readme-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function asTest(example: string, port: number): string {
  const entry = (name: string) => JSON.stringify(join(packageDir, 'src', name));
  const body = example
    .replaceAll("'@cairn/redirects/table'", entry('table.ts'))
    .replaceAll("'@cairn/redirects'", entry('index.ts'))
    .replaceAll('3000', String(port))
    .split('\n')
    .map((line) => {
      const m = /^(\s*)(.+?); \/\/ (.+)$/.exec(line);
      if (!m) return line;
      try {
        new Function(`return (${m[3]});`);
      } catch {
        return line;
      }
      return `${m[1]}assert.deepStrictEqual(${m[2]}, ${m[3]});`;
    })
    .join('\n');
  return `import assert from 'node:assert/strict';\n${body}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function runExample(name: string, example: string) {
  const file = join(workDir, `${name}.mts`);
  writeFileSync(file, asTest(example, await freePort()));
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', file], { cwd: packageDir }, (error, _out, err) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stderr: err }),
    );
  });
}

describe('the README examples', () => {
  it('has the examples this test runs', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    // Every example asserts something.
    for (const example of examples) expect(asTest(example, 1)).toContain('assert.deepStrictEqual(');
  });

  it.each(examples.map((example, i) => [i + 1, example] as const))(
    'example %i runs and every value it shows is right',
    async (i, example) => {
      const { code, stderr } = await runExample(`example-${i}`, example);
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
  );

  // Type-checked as well: an example could run and still misuse the API's types.
  it('compiles every example, the API listing included', { timeout: 60_000 }, () => {
    expect(expectReadmeExamplesToCompile(packageDir)).toEqual({ compiled: 6, notChecked: [] });
  });

  it('fails an example whose shown value is wrong', async () => {
    const wrong = (examples[0] as string).replace('// 301', '// 302');
    const { code, stderr } = await runExample('wrong', wrong);
    expect(code).not.toBe(0);
    expect(stderr).toContain('302');
  });
});
