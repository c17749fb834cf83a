// A page's lead is the first sentence of its opening paragraph, so a phone's first screen has room
// for the price, the figure and the next step; the rest of the paragraph opens the first section.

export interface SplitLead {
  lead: string;
  /** The rest of the paragraph, '' when it is one sentence. */
  rest: string;
}

/** A full stop, question or exclamation mark, then a space and a capital, digit or quote. */
const CANDIDATE = /[.?!]["”’']?\s+(?=[A-Z0-9₹“"‘])/g;
/** Words a full stop ends without ending the sentence ("e.g. Pune", "Dr. Rao", "No. 4"). */
const ABBREVIATION = /(?:^|\s)(?:[A-Za-z]|e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|St|No|Rs|approx)$/;

export function splitLead(paragraph = ''): SplitLead {
  for (const match of paragraph.matchAll(CANDIDATE)) {
    const before = paragraph.slice(0, match.index);
    if (ABBREVIATION.test(before)) continue;
    const end = match.index + match[0].trimEnd().length;
    return { lead: paragraph.slice(0, end), rest: paragraph.slice(match.index + match[0].length) };
  }
  return { lead: paragraph, rest: '' };
}
