// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { expectReadmeExamplesToCompile } from '@cairn/testing/readme-examples';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// What the images README's mounting example takes from createApi's body.
const assumes = `
  declare const app: import('hono').Hono;
  declare const config: import('@cairn/server-kit').Config;
  declare const db: import('./src/db/database.ts').Database;
`;

// One compiler run: a few seconds, more on a loaded machine.
it('compiles every README example', { timeout: 60_000 }, () => {
  expect(expectReadmeExamplesToCompile(packageDir, { assumes }).notChecked).toEqual([]);
});
