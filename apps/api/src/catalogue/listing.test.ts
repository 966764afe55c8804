import { describe, expect, it } from 'vitest';
import { attributeLabel, attributeNamePattern } from './listing.ts';

describe('attribute facet names', () => {
  it('reads camel case and hyphens as words', () => {
    expect(attributeLabel('walkMode')).toBe('Walk mode');
    expect(attributeLabel('rValue')).toBe('R value');
    expect(attributeLabel('back-system')).toBe('Back system');
    expect(attributeLabel('waterproofing')).toBe('Waterproofing');
  });

  it('takes attribute keys as filter names, and nothing that could be SQL', () => {
    for (const name of ['walkMode', 'lastWidth', 'back-system', 'din']) {
      expect(attributeNamePattern.test(name), name).toBe(true);
    }
    for (const name of ['WalkMode', 'walk mode', "x'--", '', 'a'.repeat(32)]) {
      expect(attributeNamePattern.test(name), name).toBe(false);
    }
  });
});
