import { describe, expect, it } from 'vitest';
import { storyTheme } from './theme.tsx';

describe('a story’s theme', () => {
  it('is the one its content names', () => {
    expect(storyTheme({ theme: 'stone' })).toBe('stone');
    expect(storyTheme({ theme: 'light' })).toBe('light');
  });
  it('is light when its content names none, or one the shop does not have', () => {
    for (const theme of [undefined, '', 'dark', 'STONE', 3, null]) {
      expect(storyTheme({ theme })).toBe('light');
    }
  });
});
