// The agency's response promises as words for prose: "within one working day" for the first reply,
// "within two working days" for the proposal. Reads only the brand facts, so the forms, the call to
// action and the palette can use it without loading the rest of the business facts.
import { brandFacts } from './brand-facts.ts';

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** 1 → 'one', 12 → '12': small numbers are written as words in running text. */
export const numberWord = (value: number): string => NUMBER_WORDS[value] ?? String(value);

/** 1 → 'one working day', 2 → 'two working days'. */
export const workingDays = (count: number): string =>
  `${numberWord(count)} working day${count === 1 ? '' : 's'}`;

/** When a strategist first replies to an enquiry, e.g. 'within one working day'. */
export const replyPromise = `within ${workingDays(brandFacts.response.replyWorkingDays)}`;

/** When the written proposal with INR pricing arrives, e.g. 'within two working days'. */
export const proposalPromise = `within ${workingDays(brandFacts.response.proposalWorkingDays)}`;
