import { describe, expect, it } from 'vitest';
import { formatJson } from './json-format.ts';

describe('formatJson', () => {
  it('expands objects, keeps short arrays of primitives on one line and drops undefined', () => {
    expect(formatJson({ a: [1, 'x'], b: { c: null }, d: undefined, e: [], f: {} })).toBe(
      '{\n  "a": [1, "x"],\n  "b": {\n    "c": null\n  },\n  "e": [],\n  "f": {}\n}\n',
    );
  });

  it('breaks an array of primitives that would pass the line width', () => {
    const text = formatJson({ list: ['a'.repeat(50), 'b'.repeat(50)] });
    expect(text).toBe(
      `{\n  "list": [\n    "${'a'.repeat(50)}",\n    "${'b'.repeat(50)}"\n  ]\n}\n`,
    );
  });

  it('expands arrays of objects', () => {
    expect(formatJson([{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]\n');
  });
});
