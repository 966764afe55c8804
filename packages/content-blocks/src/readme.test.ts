// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { expectReadmeExamplesToCompile } from '@cairn/testing/readme-examples';
import { expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

// What the examples take as given: a story (loaded in the first example), the app's own
// helpers and state, and the two routers' pieces they use (neither router is a dependency).
const assumes = `
  type ReactNode = import('react').ReactNode;
  declare const story: import('@cairn/content-blocks').Story;
  declare const RouterLink: import('@cairn/content-blocks').LinkComponent;
  // The app's own API: Cairn's StoresClient answers nulls where BlockData leaves fields out,
  // so the shop adapts its answer (apps/shop/src/story-blocks/story-block-data.tsx).
  declare const api: { trackOrder: NonNullable<import('@cairn/content-blocks').BlockData['trackOrder']> };
  declare function fetchProductsBySku(skus: string[]): Promise<import('@cairn/content-blocks').BlockProduct[]>;
  declare const isMobile: boolean, previewMode: boolean;

  declare module '@tanstack/react-router' {
    export function Link(props: { to: string; className?: string; children?: ReactNode }): ReactNode;
    export function notFound(): Error;
  }
  declare module 'next/link' {
    export default function Link(props: { href: string; className?: string; children?: ReactNode }): ReactNode;
  }
  declare module 'next/navigation' {
    export function notFound(): never;
  }
`;

// One compiler run: a few seconds, more on a loaded machine.
it('compiles every README example', { timeout: 60_000 }, () => {
  // The API section's signatures and types are listings, not code.
  expect(expectReadmeExamplesToCompile(packageDir, { assumes }).notChecked).toHaveLength(5);
});
