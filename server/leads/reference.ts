// Lead references like RM-2026-7KQ4MZ: the agency's letters (from the business facts), the year in
// India, five random characters and a check character, from an alphabet without 0/O, 1/I/L, so
// they survive being read out on the phone.
// Decoys (the answer a spam submission gets) look the same but carry a wrong check character, so the
// agency can tell one apart if a visitor ever quotes it.
import { businessFacts } from '../../shared/facts/business-facts';
import { leadReferencePrefix } from '../../shared/facts/lead-reference-prefix';
import { indianYear } from './india-time';

/** The letters this agency's references start with, e.g. 'RM'. */
export const REFERENCE_PREFIX = leadReferencePrefix(businessFacts);

/** A reference to show as an example in messages, e.g. 'RM-2026-7KQ4MG'. */
export const EXAMPLE_REFERENCE = `${REFERENCE_PREFIX}-2026-7KQ4MG`;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 5;
// Bytes at or above this would make some characters likelier than others.
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHABET.length);

function randomCharacters(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < UNBIASED_BYTE_LIMIT && out.length < count) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/** Weighted sum of the characters' positions in the alphabet: catches any one typo or swap. */
function checkIndex(body: string): number {
  let sum = 0;
  for (const [i, char] of [...body].entries()) sum += (i + 1) * ALPHABET.indexOf(char);
  return sum % ALPHABET.length;
}

const format = (now: Date, body: string, check: number) =>
  `${REFERENCE_PREFIX}-${indianYear(now)}-${body}${ALPHABET[check]}`;

export function createReference(now: Date = new Date()): string {
  const body = randomCharacters(RANDOM_LENGTH);
  return format(now, body, checkIndex(body));
}

export function createDecoyReference(now: Date = new Date()): string {
  const body = randomCharacters(RANDOM_LENGTH);
  const offset = 1 + (ALPHABET.indexOf(randomCharacters(1)) % (ALPHABET.length - 1));
  return format(now, body, (checkIndex(body) + offset) % ALPHABET.length);
}

/**
 * True for a reference the API stored (under this prefix or an earlier one); false for decoys,
 * typos and anything else.
 */
export function isGenuineReference(reference: string): boolean {
  const match = /^[A-Z]{2,4}-\d{4}-([2-9A-HJKMNP-Z]{5})([2-9A-HJKMNP-Z])$/.exec(
    reference.trim().toUpperCase(),
  );
  if (!match?.[1] || !match[2]) return false;
  return ALPHABET[checkIndex(match[1])] === match[2];
}
