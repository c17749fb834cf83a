// Highlighting for the palette: the characters of an entry's title that match the query, mapped
// back from the normalised title to the original text (accents, apostrophes, punctuation).
import { TYPO_MIN_WORD_LENGTH } from './palette-constants';
import type { TextRange } from './palette-entry';
import { normalizeText } from './normalize-text';
import { wordScore, type ParsedQuery } from './query-words';
import { fuzzyScore, lastFuzzySpan, typoMatch } from './typo-match';
import {
  codeInField,
  isBoundary,
  W_TITLE,
  type Needle,
  type PreparedEntry,
  type TitleMap,
} from './word-index';

const VANISHING = /^[\p{M}'‘’`´]+$/u;
const MIN_TYPO_LENGTH = TYPO_MIN_WORD_LENGTH;

/** Maps positions in the normalised title back to the UTF-16 indices of the original title. */
function normalizeWithMap(title: string): TitleMap {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let pendingSpace = false;
  let index = 0;
  for (const char of title) {
    // ASCII letters and digits need only lower-casing; everything else takes the full path.
    const piece =
      char.charCodeAt(0) < 128
        ? /[a-z0-9]/i.test(char)
          ? char.toLowerCase()
          : ''
        : normalizeText(char);
    if (!piece) {
      // Marks and apostrophes vanish without splitting the word; anything else separates words.
      if (text && !VANISHING.test(char)) pendingSpace = true;
    } else {
      if (pendingSpace) {
        text += ' ';
        from.push(index);
        to.push(index);
        pendingSpace = false;
      }
      for (let k = 0; k < piece.length; k++) {
        text += piece[k];
        from.push(index);
        to.push(index + char.length);
      }
    }
    index += char.length;
  }
  return { text, from, to };
}

/** Tier codes of the word in the entry's four fields, by string search. */
function codesByString(entry: PreparedEntry, word: Needle): Uint8Array {
  return Uint8Array.from(entry.fields, (field) => codeInField(field, word));
}

/** Ranges of the normalised title (wrapped as `field`) to highlight for the query. */
function normalisedTitleRanges(
  field: string,
  query: ParsedQuery,
  prepared: PreparedEntry,
): TextRange[] {
  const ranges: TextRange[] = [];
  const add = (start: number, end: number) => ranges.push([start - 1, end - 1]);
  const phraseAt = field.indexOf(query.phrase.text);
  if (query.words.length > 1 && phraseAt >= 0) {
    add(phraseAt, phraseAt + query.phrase.text.length);
    return ranges;
  }
  for (const queryWord of query.words) {
    const word = queryWord.text;
    let at = field.indexOf(word);
    const first = at;
    while (at >= 0 && !isBoundary(field.charCodeAt(at - 1))) at = field.indexOf(word, at + 1);
    if (first >= 0) {
      add(at >= 0 ? at : first, (at >= 0 ? at : first) + word.length);
      continue;
    }
    // Letters scattered through the title are marked only when the title is where the word matched
    // best; otherwise a keyword carried the match and the scattered letters would mislead.
    const bestAnywhere = wordScore(prepared, queryWord, codesByString(prepared, queryWord), 0, 0);
    // Scored last, so that the last fuzzy span is the one in the title.
    const fuzzy = word.length >= 2 ? fuzzyScore(field, queryWord.letters) : 0;
    if (fuzzy > 0 && fuzzy * W_TITLE >= bestAnywhere) {
      const [fuzzyStart, fuzzyEnd] = lastFuzzySpan();
      for (let k = fuzzyStart, w = 0; k <= fuzzyEnd && w < word.length; k++) {
        if (field.charCodeAt(k) === word.charCodeAt(w)) {
          add(k, k + 1);
          w++;
        }
      }
      continue;
    }
    if (word.length < MIN_TYPO_LENGTH) continue;
    let start = 1;
    for (const candidate of field.slice(1, -1).split(' ')) {
      const kind = typoMatch(word, candidate);
      if (kind) {
        add(start, start + (kind === 'whole' ? candidate.length : word.length));
        break;
      }
      start += candidate.length + 1;
    }
  }
  return ranges;
}

/** The characters of the entry's title that match the query, as sorted, merged [start, end). */
export function titleRangesFor(prepared: PreparedEntry, query: ParsedQuery): TextRange[] {
  prepared.titleMap ??= normalizeWithMap(prepared.entry.title);
  const { text, from, to } = prepared.titleMap;
  const mapped = normalisedTitleRanges(`|${text}|`, query, prepared)
    .filter(([start, end]) => end > start && end <= text.length)
    .map(([start, end]): TextRange => [from[start]!, to[end - 1]!])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TextRange[] = [];
  for (const range of mapped) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
