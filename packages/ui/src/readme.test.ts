// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { expectReadmeExamplesToCompile } from '@cairn/testing/readme-examples';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// One compiler run: a few seconds, more on a loaded machine.
it('compiles every README example', { timeout: 60_000 }, () => {
  expect(expectReadmeExamplesToCompile(packageDir).notChecked).toEqual([]);
});
