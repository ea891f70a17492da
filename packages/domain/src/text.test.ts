import { describe, expect, it } from 'vitest';
import { hasControlCharacters, multiLineText, plainText } from './text';

describe('the input rule for text', () => {
  it.each([
    ['plain words', 'Pat Person', false, false],
    ['accents, emoji and right-to-left text', 'Zoë 😀 مرحبا', false, false],
    ['NUL', 'Pat\u0000', true, true],
    ['a bell', '\u0007', true, true],
    ['DEL', 'a\u007fb', true, true],
    ['a C1 control (NEL)', 'a\u0085b', true, true],
    ['a tab', 'a\tb', true, false],
    ['a line feed', 'a\nb', true, false],
    ['a carriage return and line feed', 'a\r\nb', true, false],
  ])('%s: refused on one line %s, in a multi-line field %s', (_case, text, oneLine, multiLine) => {
    expect(hasControlCharacters(text)).toBe(oneLine);
    expect(hasControlCharacters(text, { multiLine: true })).toBe(multiLine);
  });

  it('keeps plain text rules in a multi-line field', () => {
    expect(multiLineText('Message', 10).safeParse('Hello\nthere').success).toBe(false);
    expect(multiLineText('Message', 20).parse('  Hello\nthere  ')).toBe(plainText('Message', 20).parse('Hello\nthere'));
  });
});
