// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { expectReadmeExamplesToCompile } from '@cairn/testing/readme-examples';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// What the examples take as given: the clients the first examples make, an app's query client,
// and the values of an account form and of a mailed link.
const assumes = `
  declare const shop: import('@cairn/commerce-client').OwnServerClient;
  declare const commerce: import('@cairn/commerce-client').CommerceClient;
  declare const queryClient: import('@tanstack/react-query').QueryClient;
  declare const email: string, password: string, newPassword: string, firstName: string;
  declare const i: string, id: string;
  declare const product: import('@cairn/commerce-client').Product;
  declare function markNotInBag(product: import('@cairn/commerce-client').Product): void;
`;

// One compiler run: a few seconds, more on a loaded machine.
it('compiles every README example', { timeout: 60_000 }, () => {
  expect(expectReadmeExamplesToCompile(packageDir, { assumes }).notChecked).toEqual([]);
});
