// Puts a title-cased name such as 'Real Estate' or 'IT & Software' into the middle of a sentence:
// ordinary words in lower case, acronyms as they are.

/** 'Real Estate' → 'real estate', 'IT & Software' → 'IT & software'. */
export const inSentence = (name: string): string =>
  name
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
