import { describe, expect, it } from 'vitest';
import { escapeForTerminal, fitForTerminal } from '../../../server/leads/terminal-text';

/** Characters a terminal prints visibly: no controls, format characters or separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

describe('escapeForTerminal', () => {
  it.each([
    ['a line break', 'Line one\nline two', 'Line one\\nline two'],
    ['a carriage return', 'Hi\r\nthere', 'Hi\\r\\nthere'],
    ['a tab', 'a\tb', 'a\\tb'],
    ['NUL', 'a\u0000b', 'a\\u{0}b'],
    ['an ANSI colour code', 'Dev\u001b[31mil', 'Dev\\u{1B}[31mil'],
    ['a bell and a backspace', 'x\u0007\u0008y', 'x\\u{7}\\u{8}y'],
    ['DEL', 'a\u007fb', 'a\\u{7F}b'],
    ['a C1 control (CSI)', 'a\u009b31mb', 'a\\u{9B}31mb'],
    ['NEL', 'a\u0085b', 'a\\u{85}b'],
    ['a right-to-left override', 'Invoice \u202Efdp.exe', 'Invoice \\u{202E}fdp.exe'],
    ['a line separator', 'a\u2028b\u2029c', 'a\\u{2028}b\\u{2029}c'],
    ['a lone surrogate', 'a\ud800b', 'a\\u{D800}b'],
    ['a Hangul filler', 'a\u3164b', 'a\\u{3164}b'],
    ['a tag character', 'a\u{E0041}b', 'a\\u{E0041}b'],
    ['a soft hyphen', 'a\u00ADb', 'a\\u{AD}b'],
  ])('shows %s as an escape', (_label, input, expected) => {
    expect(escapeForTerminal(input)).toBe(expected);
  });

  it.each([
    ['\u061C', '\\u{61C}'],
    ['\u200E', '\\u{200E}'],
    ['\u200F', '\\u{200F}'],
    ['\u202A', '\\u{202A}'],
    ['\u202B', '\\u{202B}'],
    ['\u202C', '\\u{202C}'],
    ['\u202D', '\\u{202D}'],
    ['\u202E', '\\u{202E}'],
    ['\u2066', '\\u{2066}'],
    ['\u2067', '\\u{2067}'],
    ['\u2068', '\\u{2068}'],
    ['\u2069', '\\u{2069}'],
    ['\u200B', '\\u{200B}'],
    ['\u200C', '\\u{200C}'],
    ['\u200D', '\\u{200D}'],
    ['\u2060', '\\u{2060}'],
    ['\uFEFF', '\\u{FEFF}'],
  ])('shows the bidi or invisible character %j as %s', (character, expected) => {
    expect(escapeForTerminal(`x${character}y`)).toBe(`x${expected}y`);
  });

  it('escapes every C0 and C1 control character and DEL', () => {
    for (let code = 0; code <= 0x9f; code += 1) {
      if (code >= 0x20 && code < 0x7f) continue;
      const escaped = escapeForTerminal(String.fromCharCode(code));
      expect(escaped, `U+${code.toString(16)}`).toMatch(/^\\(n|r|t|u\{[0-9A-F]+\})$/);
      expect(escaped).not.toMatch(INVISIBLE);
    }
  });

  it('doubles a backslash, so typed text cannot pass for an escape', () => {
    expect(escapeForTerminal('C:\\new \\u{202E}')).toBe('C:\\\\new \\\\u{202E}');
    expect(escapeForTerminal('\\u{202E}')).not.toBe(escapeForTerminal('\u202E'));
  });

  it('leaves ordinary text in any script, emoji and punctuation as it is', () => {
    const text = 'प्रिया शर்மা আমাদের عربى 中文 — ₹50,000 “quoted” <b> 🚀🙏🏽 ❤️ café';
    expect(escapeForTerminal(text)).toBe(text);
  });

  it('leaves nothing invisible in its output', () => {
    const hostile = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('');
    expect(escapeForTerminal(hostile)).not.toMatch(INVISIBLE);
  });
});

describe('fitForTerminal', () => {
  it('returns short text escaped and whole', () => {
    expect(fitForTerminal('a\nb', 10)).toBe('a\\nb');
  });

  it('cuts long text to the width with an ellipsis', () => {
    const fitted = fitForTerminal('abcdefghij', 5);
    expect(fitted).toBe('abcd…');
    expect(fitted).toHaveLength(5);
  });

  it('counts escapes in the width and never cuts one in half', () => {
    expect(fitForTerminal('ab\u202Ecdefgh', 6)).toBe('ab…');
    expect(fitForTerminal('ab\u202Ecdefgh', 12)).toBe('ab\\u{202E}c…');
    expect(fitForTerminal('a\nbcdef', 5)).toBe('a\\nb…');
  });
});
