// The quote's city as the visitor types it: any city or town, in any script India writes in. How
// it is tidied before it is stored (spaces collapsed) and what a place name may be written with;
// its longest is LEAD_FIELD_MAX_LENGTH.city. No Node or DOM imports.

// Letters and their combining marks (Devanagari's vowel signs are marks), digits (North 24
// Parganas, or a PIN code typed after the city), spaces and the punctuation of place names,
// the typographic apostrophe included (phones turn ' into ’). It starts with a letter or a digit.
const CITY_SHAPE = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd} .,'’()-]*$/u;
const LETTER = /\p{L}/gu;

/** `value` trimmed, each run of spaces, tabs or line breaks made one space. */
export const normaliseCity = (value: string): string => value.replace(/\s+/gu, ' ').trim();

/** Whether a normalised `value` reads as a place name: its characters, and at least two letters. */
export const isCityName = (value: string): boolean =>
  CITY_SHAPE.test(value) && (value.match(LETTER)?.length ?? 0) >= 2;
