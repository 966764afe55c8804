import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { demoSettingsInProduction, loadConfig, publicOrigin } from '@cairn/server-kit';
import { describe, expect, it } from 'vitest';

describe('a production start refuses demo settings', () => {
  it('names each demo setting: the content tokens, test payments and a missing PUBLIC_URL', () => {
    const issues = demoSettingsInProduction(loadConfig({ NODE_ENV: 'production' }));
    expect(issues.map((issue) => issue.setting)).toEqual([
      'CONTENT_TOKEN',
      'CONTENT_PREVIEW_TOKEN',
      'TEST_PAYMENTS',
      'PUBLIC_URL',
    ]);
  });

  it('accepts them with DEMO=1, or outside production', () => {
    expect(demoSettingsInProduction(loadConfig({ NODE_ENV: 'production', DEMO: '1' }))).toEqual([]);
    expect(demoSettingsInProduction(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('starts a production configured with its own settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CONTENT_TOKEN: 'real-public-token',
      CONTENT_PREVIEW_TOKEN: 'real-preview-token',
      TEST_PAYMENTS: '0',
      PUBLIC_URL: 'https://www.cairn.example',
    });
    expect(demoSettingsInProduction(config)).toEqual([]);
    expect(publicOrigin(config)).toBe('https://www.cairn.example');
  });

  it('needs no TEST_PAYMENTS=0 with a Centra checkout API: the embedded test methods are not served', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CONTENT_TOKEN: 'real-public-token',
      CONTENT_PREVIEW_TOKEN: 'real-preview-token',
      PUBLIC_URL: 'https://www.cairn.example',
      COMMERCE_API_URL: 'https://cairn.centra.com/api/checkout',
    });
    expect(demoSettingsInProduction(config)).toEqual([]);
  });

  it('stops the server process with a message naming them', async () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: '',
        PUBLIC_URL: '',
        PORT: '',
        CONTENT_TOKEN: '',
        CONTENT_PREVIEW_TOKEN: '',
        TEST_PAYMENTS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('A production start refuses demo settings');
    for (const setting of [
      'CONTENT_TOKEN',
      'CONTENT_PREVIEW_TOKEN',
      'TEST_PAYMENTS',
      'PUBLIC_URL',
    ]) {
      expect(output).toContain(`${setting}:`);
    }
  }, 60_000);
});
