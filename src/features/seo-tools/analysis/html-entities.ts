// Decodes HTML character references (&amp;, &#8377;, &#x20B9;, &nbsp ...) the way browsers do for
// the cases real pages contain, without a DOM, so it works in Web Workers and in Node.

/** Named references that real pages use; the full HTML table has over 2,000, nearly all unused. */
// prettier-ignore
const NAMED: Record<string, number> = {
  amp: 38, lt: 60, gt: 62, quot: 34, apos: 39, nbsp: 160, iexcl: 161, cent: 162, pound: 163,
  curren: 164, yen: 165, brvbar: 166, sect: 167, uml: 168, copy: 169, ordf: 170, laquo: 171,
  not: 172, shy: 173, reg: 174, macr: 175, deg: 176, plusmn: 177, sup2: 178, sup3: 179,
  acute: 180, micro: 181, para: 182, middot: 183, cedil: 184, sup1: 185, ordm: 186, raquo: 187,
  frac14: 188, frac12: 189, frac34: 190, iquest: 191, Agrave: 192, Aacute: 193, Acirc: 194,
  Atilde: 195, Auml: 196, Aring: 197, AElig: 198, Ccedil: 199, Egrave: 200, Eacute: 201,
  Ecirc: 202, Euml: 203, Igrave: 204, Iacute: 205, Icirc: 206, Iuml: 207, ETH: 208, Ntilde: 209,
  Ograve: 210, Oacute: 211, Ocirc: 212, Otilde: 213, Ouml: 214, times: 215, Oslash: 216,
  Ugrave: 217, Uacute: 218, Ucirc: 219, Uuml: 220, Yacute: 221, THORN: 222, szlig: 223,
  agrave: 224, aacute: 225, acirc: 226, atilde: 227, auml: 228, aring: 229, aelig: 230,
  ccedil: 231, egrave: 232, eacute: 233, ecirc: 234, euml: 235, igrave: 236, iacute: 237,
  icirc: 238, iuml: 239, eth: 240, ntilde: 241, ograve: 242, oacute: 243, ocirc: 244, otilde: 245,
  ouml: 246, divide: 247, oslash: 248, ugrave: 249, uacute: 250, ucirc: 251, uuml: 252,
  yacute: 253, thorn: 254, yuml: 255, AMP: 38, LT: 60, GT: 62, QUOT: 34, COPY: 169, REG: 174,
  OElig: 338, oelig: 339, Scaron: 352, scaron: 353, Yuml: 376, fnof: 402, circ: 710, tilde: 732,
  ensp: 8194, emsp: 8195, thinsp: 8201, zwnj: 8204, zwj: 8205, lrm: 8206, rlm: 8207, ndash: 8211,
  mdash: 8212, lsquo: 8216, rsquo: 8217, sbquo: 8218, ldquo: 8220, rdquo: 8221, bdquo: 8222,
  dagger: 8224, Dagger: 8225, bull: 8226, hellip: 8230, permil: 8240, prime: 8242, Prime: 8243,
  lsaquo: 8249, rsaquo: 8250, euro: 8364, trade: 8482, larr: 8592, uarr: 8593, rarr: 8594,
  darr: 8595, harr: 8596, lArr: 8656, rArr: 8658, hArr: 8660, minus: 8722, infin: 8734, asymp: 8776,
  ne: 8800, le: 8804, ge: 8805, check: 10003, star: 9734, starf: 9733, hearts: 9829, phone: 9742,
};

/** Windows-1252 meanings browsers give to the C1 range in numeric references (&#150; is a dash). */
// prettier-ignore
const WINDOWS_1252: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

/**
 * Browsers accept a legacy reference without its semicolon (`&copy 2024`) only for the Latin-1
 * names, and never `&apos`. Longest first, so `&notin` prefers nothing over a wrong `&not`.
 */
const LEGACY = Object.keys(NAMED)
  .filter((name) => (NAMED[name] ?? 0) <= 0xff && name !== 'apos')
  .sort((a, b) => b.length - a.length);

const REFERENCE = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([a-zA-Z][a-zA-Z0-9]*)(;?))/g;

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

function decodeNamed(name: string, semicolon: string, next: string, inAttribute: boolean): string {
  const whole = NAMED[name];
  if (semicolon && whole !== undefined) return String.fromCodePoint(whole);
  const legacy = LEGACY.find((candidate) => name.startsWith(candidate));
  if (!legacy) return `&${name}${semicolon}`;
  const rest = name.slice(legacy.length);
  // In attributes `?a=1&copy=2` must stay a query string, so a legacy name followed by a letter,
  // digit or `=` is left alone there (HTML spec, "character reference state").
  if (inAttribute && (rest !== '' || next === '=')) return `&${name}${semicolon}`;
  return String.fromCodePoint(NAMED[legacy] ?? 0xfffd) + rest + semicolon;
}

/** `text` with its character references decoded; unknown references are kept as written. */
export function decodeHtmlEntities(text: string, inAttribute = false): string {
  if (!text.includes('&')) return text;
  return text.replace(
    REFERENCE,
    (
      match,
      dec: string | undefined,
      hex: string | undefined,
      name: string | undefined,
      semi: string,
      offset: number,
    ) => {
      if (dec !== undefined) return fromCodePoint(dec.length > 7 ? 0x110000 : Number(dec));
      if (hex !== undefined) return fromCodePoint(hex.length > 6 ? 0x110000 : parseInt(hex, 16));
      if (name === undefined) return match;
      return decodeNamed(name, semi ?? '', text.charAt(offset + match.length), inAttribute);
    },
  );
}
