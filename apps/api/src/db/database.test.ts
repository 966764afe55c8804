import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { countries } from './schema.ts';

describe('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cairn-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written when it is closed and opened again', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.insert(countries).values({ code: 'IS', name: 'Iceland', position: 99 });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(countries).where(eq(countries.code, 'IS'));
    await second.close();
    expect(rows).toEqual([{ code: 'IS', name: 'Iceland', position: 99 }]);
  });
});
