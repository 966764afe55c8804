import { describe, expect, it } from 'vitest';
import { greeting, plainName } from './mail-text.ts';

describe('plainName', () => {
  it.each([
    ['Ada', 'Ada'],
    ["Anne-Marie O'Neill", "Anne-Marie O'Neill"],
    ['  Zoë  ', 'Zoë'],
    ['J. R.', 'J. R.'],
    ['Łukasz', 'Łukasz'],
    ['李雷', '李雷'],
  ])('keeps a plain name: %j', (value, shown) => {
    expect(plainName(value)).toBe(shown);
  });

  it.each([
    'your account is locked, unlock it at https://evil.example/x',
    'https://evil.example',
    'evil.example',
    'evil.example/unlock',
    'Ada\nVisit evil dot example',
    'Ada\r\nBcc: someone@example.com',
    'Ada <script>',
    'Call 0800 123 456',
    'Ada  Lovelace',
    'x'.repeat(41),
    '',
  ])('leaves out anything else whole: %j', (value) => {
    expect(plainName(value)).toBe('');
  });
});

describe('greeting', () => {
  it('names only a proven recipient, and only by a plain name', () => {
    expect(greeting('Ada', { proven: true })).toBe('Hello Ada,');
    expect(greeting('Ada', { proven: false })).toBe('Hello,');
    expect(greeting('see https://evil.example', { proven: true })).toBe('Hello,');
  });
});
