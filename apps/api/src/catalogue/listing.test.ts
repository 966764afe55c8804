import { listingFilterName } from '@cairn/commerce-client/contract';
import { describe, expect, it } from 'vitest';

describe("filter names (the contract's listingFilterName)", () => {
  it('takes attribute keys as filter names, and nothing that could be SQL', () => {
    for (const name of ['walkMode', 'lastWidth', 'back-system', 'din']) {
      expect(listingFilterName.test(name), name).toBe(true);
    }
    for (const name of ['WalkMode', 'walk mode', "x'--", '', 'a'.repeat(32)]) {
      expect(listingFilterName.test(name), name).toBe(false);
    }
  });
});
