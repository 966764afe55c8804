import { describe, expect, it } from 'vitest';
import { readAnswer, testDatabases, useTestApi } from '../testing/test-api.ts';

// The runtime setup only carries configuration: one database is enough to read it.
const [embedded] = testDatabases();

describe.each(embedded ? [embedded] : [])('GET /api/setup with LOQATE_KEY on $name', (database) => {
  const api = useTestApi(database, {
    env: {
      LOQATE_KEY: 'AB12-CD34-EF56-GH78',
      LOQATE_SCRIPT_URL: 'https://lookup.example/js/address.js',
    },
  });

  it('names the address lookup: the key, the script given and the default stylesheet', async () => {
    const body = await readAnswer(await api.app.request('/api/setup'), 'setup');
    expect(body.integrations.addressLookup).toEqual({
      key: 'AB12-CD34-EF56-GH78',
      scriptUrl: 'https://lookup.example/js/address.js',
      styleUrl: 'https://services.pcapredict.com/css/address-3.91.min.css',
    });
  });
});
