import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CatalogueCommandContext, runCatalogueCommand } from './catalogue-command.ts';
import { feedText, smallCatalogue, smallProduct } from './testing/small-feed.ts';

const folder = mkdtempSync(join(tmpdir(), 'cairn-catalogue-command-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(`${join(folder, 'pglite')}.lock`, { force: true });
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const context: CatalogueCommandContext = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd: folder,
    // The embedded database in a folder of the test's own, as DATA_DIR places it.
    env: { NODE_ENV: 'test', DATA_DIR: folder },
    generateFeed: ({ products = 2 }) => feedText(smallCatalogue(products)).split('\n'),
  };
  const code = await runCatalogueCommand(argv, context);
  return { code, stdout, stderr };
}

describe('pnpm catalogue', () => {
  it('imports a feed file, and a second run says "no changes"', async () => {
    writeFileSync(join(folder, 'feed.jsonl'), feedText(smallCatalogue(3)));
    const first = await run('import', 'feed.jsonl');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Imported feed\.jsonl \(full\): 6 records, 3 added, 0 changed/);
    const second = await run('import', 'feed.jsonl');
    expect(second.stdout).toMatch(/^Imported feed\.jsonl \(full\): 6 records, no changes in/);
  });

  it('exits 1 naming each bad record, and imports it with --skip-invalid', async () => {
    writeFileSync(
      join(folder, 'bad.jsonl'),
      feedText([{ ...smallProduct(4), colour: { name: 'Red', hex: 'red' } }], 'upsert'),
    );
    const refused = await run('import', 'bad.jsonl');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'bad.jsonl:2: colour.hex: expected a colour such as #1B1B1B\nNothing was imported: 1 problems.',
    );
    const skipped = await run('import', 'bad.jsonl', '--skip-invalid');
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toContain('no changes; 1 invalid records skipped');
  });

  it('validates without a database, and exits 2 when used wrongly', async () => {
    expect(await run('validate', 'feed.jsonl')).toMatchObject({
      code: 0,
      stdout: 'feed.jsonl: a valid full feed of 6 records\n',
    });
    expect((await run('import')).code).toBe(2);
    expect((await run('import', 'feed.jsonl', '--mode', 'sideways')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
    expect(await run('import', 'missing.jsonl')).toMatchObject({ code: 1 });
  });

  it('writes the generated catalogue as a feed', async () => {
    const generated = await run('generate', '--products', '1', '--out', 'demo.jsonl');
    expect(generated).toMatchObject({ code: 0, stdout: 'Wrote 4 records to demo.jsonl\n' });
    expect((await run('validate', 'demo.jsonl')).code).toBe(0);
  });

  it('says to stop the shop when a running shop holds the embedded database', async () => {
    // A process of its own stands for the running shop.
    const shop = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(`${join(folder, 'pglite')}.lock`, String(shop.pid));
    const held = await run('import', 'feed.jsonl');
    shop.kill();
    rmSync(`${join(folder, 'pglite')}.lock`);
    expect(held.code).toBe(1);
    expect(held.stderr).toContain('Stop the shop first, or push deltas over HTTP');
  });
});
