// Makes text a visitor typed safe to print in the agency's terminal. Escape sequences could drive
// the terminal, and bidi controls or invisible characters could make a lead read differently from
// what it holds (a right-to-left override makes "fdp.exe" show as "exe.pdf"). Each is shown as a
// visible escape: \n, \r, \t, or \u{202E} by its code point; a backslash is doubled, so an escape
// typed as text cannot pass for one of these.

// Control characters (C0, DEL, C1), format characters (bidi controls U+061C, U+200E, U+200F,
// U+202A-U+202E, U+2066-U+2069; zero-width U+200B-U+200D, U+2060, U+FEFF; soft hyphen; tags),
// line and paragraph separators, lone surrogates, and the Hangul fillers that render as blanks.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0\\]/gu;

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\\': '\\\\',
};

/** One character as its visible escape. */
const escapeCharacter = (character: string): string =>
  SHORT_ESCAPES[character] ?? `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`;

/** `text` with every character that could hide or restyle text replaced by a visible escape. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, escapeCharacter);
}

/**
 * `text` escaped and cut to at most `width` UTF-16 units, ending in '…' when cut. An escape is
 * never cut in half: it is shown whole or left out.
 */
export function fitForTerminal(text: string, width: number): string {
  const escaped = escapeForTerminal(text);
  if (escaped.length <= width) return escaped;
  let fitted = '';
  for (const character of text) {
    const shown = escapeForTerminal(character);
    if (fitted.length + shown.length > width - 1) break;
    fitted += shown;
  }
  return `${fitted}…`;
}
