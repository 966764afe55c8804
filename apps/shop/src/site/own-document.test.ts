import { describe, expect, it } from 'vitest';
import { needsOwnDocument } from './own-document.ts';

describe('pages that load a document of their own', () => {
  it('are the pages whose policy lets a third party in', () => {
    for (const path of ['/checkout', '/klarna', '/student-discount', '/checkout/']) {
      expect(needsOwnDocument(path)).toBe(true);
    }
  });
  it('are the pages the server answers outside the app (the demo mailbox)', () => {
    for (const path of ['/demo/mailbox', '/demo/mailbox/12']) {
      expect(needsOwnDocument(path)).toBe(true);
    }
  });
  it('are no other page', () => {
    for (const path of [
      '/',
      '/checkout-help',
      '/all/clothing',
      '/account',
      '/klarna/faq',
      '/demo',
    ]) {
      expect(needsOwnDocument(path)).toBe(false);
    }
  });
});
