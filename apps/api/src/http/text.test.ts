import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryCode,
  email,
  identifier,
  isPersonName,
  malformedTextMessage,
  personName,
  personNameMessage,
  slug,
  text,
} from './text.ts';

const seed = 1414;

describe('text()', () => {
  it('takes ordinary text, trimmed and in NFC', () => {
    expect(text({ max: 20 }).parse('  Café  ')).toBe('Café');
    // 'e' + combining acute accent is the same name as the precomposed 'é'.
    expect(text({ max: 20 }).parse('Cafe\u0301')).toBe('Café');
    expect(text({ max: 20, trim: false }).parse(' pass word ')).toBe(' pass word ');
    expect(text({ max: 20 }).parse('Snow 🏔️ & ice')).toBe('Snow 🏔️ & ice');
  });

  it('refuses NUL, other control characters and lone surrogates, without quoting them', () => {
    for (const bad of [
      'a\u0000b',
      'tab\there',
      'bell\u0007',
      'c1\u0085',
      'del\u007f',
      '\ud800x',
      'x\udfff',
    ]) {
      const result = text({ max: 20 }).safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(malformedTextMessage);
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(text({ max: 20, multiline: true }).parse('one\ntwo\r\n\tthree')).toBe(
      'one\ntwo\r\n\tthree',
    );
    expect(text({ max: 20 }).safeParse('one\ntwo').success).toBe(false);
    expect(text({ max: 20, multiline: true }).safeParse('one\u0000two').success).toBe(false);
  });

  it('bounds the length after normalising', () => {
    expect(text({ max: 3 }).safeParse('abcd').success).toBe(false);
    expect(text({ max: 3 }).safeParse('   abc   ').success).toBe(true);
    expect(text({ max: 5, min: 2 }).safeParse(' a ').success).toBe(false);
    expect(text({ max: 3 }).safeParse('x'.repeat(100_000)).success).toBe(false);
  });

  it('answers only well-formed NFC strings without controls, whatever it is given', () => {
    const schema = text({ max: 50 });
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (input) => {
        const result = schema.safeParse(input);
        if (!result.success) return;
        expect(/[\ud800-\udfff]/u.test(result.data)).toBe(false);
        expect(result.data).toBe(result.data.normalize('NFC'));
        expect(/\p{Cc}/u.test(result.data)).toBe(false);
        expect(result.data.length).toBeLessThanOrEqual(50);
      }),
      { seed, numRuns: 200 },
    );
  });
});

describe('the shapes built on text()', () => {
  it('slug, email, country code and identifier keep their formats', () => {
    expect(slug().parse('north-wall')).toBe('north-wall');
    expect(slug().safeParse('North Wall').success).toBe(false);
    expect(email().parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(email().safeParse('ann\u0000@example.com').success).toBe(false);
    expect(countryCode().parse('gb')).toBe('GB');
    expect(countryCode().safeParse('G\u0000').success).toBe(false);
    expect(identifier().parse('NW-123456-001-m')).toBe('NW-123456-001-m');
    expect(identifier().safeParse('two words').success).toBe(false);
  });
});

describe('personName', () => {
  const schema = personName({ max: 100 });

  it.each([
    ['Ada', 'Ada'],
    ["Anne-Marie O'Neill", "Anne-Marie O'Neill"],
    ['  Zoë   Hill ', 'Zoë Hill'],
    ['Ann\u00a0Lee', 'Ann Lee'],
    ['J. R. Hartley', 'J. R. Hartley'],
    ['J.R.', 'J.R.'],
    ['Łukasz', 'Łukasz'],
    ['李雷', '李雷'],
    ['Zoe\u0308', 'Zoë'],
    ['', ''],
  ])('takes a plain name: %j', (value, taken) => {
    expect(schema.parse(value)).toBe(taken);
  });

  it.each([
    'Your account is locked, unlock it at https://evil.example/unlock',
    'https://evil.example',
    'evil.example',
    'www.evil',
    't.co',
    'Ada\nYour account is locked',
    'Ada\r\nBcc: someone@example.com',
    'ada@example.com',
    'Ada <b>',
    'Call 0800 123 456',
    '-Ada',
  ])('refuses anything else with a message naming the rule: %j', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([personNameMessage]);
  });

  it('keeps its bound and its minimum', () => {
    expect(personName({ max: 5 }).safeParse('Adelaide').success).toBe(false);
    expect(personName({ max: 5, min: 1 }).safeParse(' ').success).toBe(false);
    expect(isPersonName('Ada')).toBe(true);
    expect(personNameMessage).not.toMatch(/evil/);
  });
});
