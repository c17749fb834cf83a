// The one text form every palette comparison uses (page titles, keywords, queries, and the words
// content search ranks sections by): lower case, accents stripped (NFD, marks removed), apostrophes
// dropped, every other run of non-letters and non-digits turned into one space.

const NON_ASCII = /[^ -~]/; // anything but printable ASCII (controls become separators anyway)
const MARKS = /\p{M}+/gu;
const APOSTROPHES = /['‘’`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Lower case, no accents, no punctuation, single spaces: the form every comparison uses. */
export function normalizeText(text: string): string {
  let lower = text.toLowerCase();
  if (NON_ASCII.test(lower)) {
    // Final sigma is folded so that lower-casing one letter or a whole word agrees.
    lower = lower.normalize('NFD').replace(MARKS, '').replace(/ς/g, 'σ');
  }
  return lower.replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
}
