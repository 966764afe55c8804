import { describe, expect, it } from 'vitest';
import { attributeLabel } from './attribute-label.ts';

describe('attributeLabel', () => {
  it('reads camel case and hyphens as words, in sentence case', () => {
    expect(attributeLabel('walkMode')).toBe('Walk mode');
    expect(attributeLabel('rValue')).toBe('R value');
    expect(attributeLabel('back-system')).toBe('Back system');
    expect(attributeLabel('waterproofing')).toBe('Waterproofing');
  });
});
