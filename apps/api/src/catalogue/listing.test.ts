import { describe, expect, it } from 'vitest';
import { attributeNamePattern } from './listing.ts';

describe('attribute facet names', () => {
  it('takes attribute keys as filter names, and nothing that could be SQL', () => {
    for (const name of ['walkMode', 'lastWidth', 'back-system', 'din']) {
      expect(attributeNamePattern.test(name), name).toBe(true);
    }
    for (const name of ['WalkMode', 'walk mode', "x'--", '', 'a'.repeat(32)]) {
      expect(attributeNamePattern.test(name), name).toBe(false);
    }
  });
});
