import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { countries } from './schema.ts';

describe('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cairn-db-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  });

  it('keeps what was written when it is closed and opened again', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.insert(countries).values({ code: 'IS', name: 'Iceland', position: 99 });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(countries).where(eq(countries.code, 'IS'));
    await second.close();
    expect(rows).toEqual([{ code: 'IS', name: 'Iceland', position: 99 }]);
  });

  it('is refused while another live process holds it, and taken over from a dead one', async () => {
    // A process of its own stands for a running shop holding the folder.
    const shop = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(`${dataDir}.lock`, String(shop.pid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    shop.kill();
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const handle = await openDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL start-up', () => {
  const name = `cairn_test_lock_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  it('lets processes opening one empty database migrate and seed one at a time', async () => {
    await admin(`create database "${name}"`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    // Three at once, as replicas starting together do: each would create the same tables.
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href })));
    try {
      const running: number[] = [];
      let overlapped = false;
      await Promise.all(
        handles.map((handle, index) =>
          handle.exclusively(async () => {
            if (running.length > 0) overlapped = true;
            running.push(index);
            await new Promise((resolve) => setTimeout(resolve, 50));
            running.pop();
          }),
        ),
      );
      expect(overlapped).toBe(false);
      expect(handles[0]?.poolStats()).toMatchObject({ total: expect.any(Number), waiting: 0 });
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
