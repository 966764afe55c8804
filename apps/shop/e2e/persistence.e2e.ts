import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop } from './harness.ts';

describe('the embedded database under DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cairn-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('survives a stop and a start: the second start reuses the migrated, seeded data', async () => {
    const first = await startShop({ dataDir });
    const before = await (
      await fetch(`${first.url}/content/v2/cdn/stories/home?token=cairn-public-demo-token`)
    ).json();
    await first.stop();

    const second = await startShop({ dataDir });
    const home = await fetch(`${second.url}/`);
    const after = await (
      await fetch(`${second.url}/content/v2/cdn/stories/home?token=cairn-public-demo-token`)
    ).json();
    await second.stop();

    expect(home.status).toBe(200);
    // The same row, not a new one: ids and the cache version are unchanged by the restart.
    expect(after.story.id).toBe(before.story.id);
    expect(after.story.updated_at).toBe(before.story.updated_at);
    expect(after.cv).toBe(before.cv);
  });
});
