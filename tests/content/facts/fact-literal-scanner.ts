// Finds business facts written into content as literals: the agency's name, response promises in
// working days, the founding year, the headline figures, the team size, the testimonial aggregate,
// services' starting prices, the office (street, area, postal code, "our Gurugram office") and the
// email and site domain. Content builds such sentences from shared/facts (fact-phrases.ts,
// promise-phrases.ts, office-phrases.ts), so a literal here either repeats a fact or contradicts it. The patterns are
// built from the facts, so they follow the facts when the facts change.
import type { BusinessFacts } from '../../../shared/facts/facts-schema';

export interface LiteralFinding {
  file: string;
  rule: string;
  sentence: string;
}

interface Rule {
  id: string;
  /** True when the sentence states the fact as a literal. */
  matches: (sentence: string) => boolean;
}

const DAY_COUNT = String.raw`(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)`;
const WORKING_DAYS = new RegExp(
  String.raw`\b(?:within|in)\s+${DAY_COUNT}\s+working\s+days?\b|\bsame\s+working\s+day\b`,
  'i',
);
/** The agency speaking about its own answer to an enquiry. */
const AGENCY_VOICE = /\b(?:we|we'll|our|us|you|your|strategists?)\b/i;
const ANSWER_WORDS =
  /\b(?:repl(?:y|ies)|respond|proposals?|quotes?|plans?|requests?|enquir(?:y|ies))\b/i;
/** Working days the agency promises about something other than enquiries. */
const OTHER_SUBJECTS = /\bapplications?\b/i;

/** Services whose national starting price is a fact, by the words a sentence names them with. */
const SERVICE_TERMS: [RegExp, string][] = [
  [/\blocal seo\b/i, 'seo/local'],
  [/\b(?:google ads|ppc|paid search)\b/i, 'ppc'],
  [/\b(?:full seo|seo retainers?|seo services)\b/i, 'seo'],
  [/\bsocial media (?:management|marketing)\b/i, 'social-media'],
  [/\bcontent marketing\b/i, 'content'],
  [/\b(?:web design|website design|business websites?)\b/i, 'web-design'],
];
const FEE_START =
  /\b(?:starts?|starting|begins?)\s+(?:at\s+|from\s+)?(?:around\s+|about\s+)?₹[\d,]+|\bfrom\s+(?:around\s+|about\s+)?₹[\d,]+\s+(?:a|per)\s+month\b/i;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a pattern that also takes a hyphen or no space between its words: 'Sector-44'. */
const loose = (text: string): string => escape(text).replace(/\s+/g, String.raw`[\s-]*`);

/** The agency speaking about itself (not to the reader): where "our office" is. */
const OFFICE_VOICE = /\b(?:we|we're|our|ours|us)\b/i;

function rulesFor(facts: BusinessFacts): Rule[] {
  const { brand, figures, team, testimonials, foundingYear, office, contact } = facts;
  // 'Plot 42, Sector 44': the area is the last part; the parts before it name the plot or building.
  const streetParts = office.street
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const area = loose(streetParts[streetParts.length - 1] ?? office.street);
  const place = `(?:${loose(office.locality)}|${loose(office.region)})`;
  const locality = loose(office.locality);
  const postalCode = office.postalCode.replace(/^(\d{3})(\d+)$/, String.raw`$1\s?$2`);
  const domain = escape(contact.email.slice(contact.email.indexOf('@') + 1));
  const atLeast = (value: number) =>
    String.raw`(?:\b${escape(String(value))}\+|\b(?:more than|over)\s+${escape(String(value))}\b)`;
  const pattern = (source: string): Rule['matches'] => {
    const regex = new RegExp(source, 'i');
    return (sentence) => regex.test(sentence);
  };
  return [
    {
      id: 'response promise in working days',
      matches: (sentence) =>
        WORKING_DAYS.test(sentence) &&
        AGENCY_VOICE.test(sentence) &&
        ANSWER_WORDS.test(sentence) &&
        !OTHER_SUBJECTS.test(sentence),
    },
    {
      id: 'agency name',
      // Case-sensitive: identifiers such as storage keys and module names may share the word.
      matches: (sentence) =>
        [brand.legalName, brand.name].some((name) =>
          new RegExp(String.raw`\b${escape(name)}\b`).test(sentence),
        ),
    },
    {
      id: 'founding year',
      matches: pattern(
        String.raw`\b(?:since|founded in|started in|established in)\s+${foundingYear}\b|\byear:\s*${foundingYear}\b`,
      ),
    },
    {
      id: 'clients served',
      matches: pattern(
        String.raw`${atLeast(figures.clientsServed.value)}\s+(?:\w+\s+)?(?:clients|businesses|brands|companies)\b`,
      ),
    },
    {
      id: 'cities with campaigns',
      matches: pattern(
        String.raw`${atLeast(figures.citiesWithCampaigns.value)}\s+(?:\w+\s+)?cities\b`,
      ),
    },
    {
      id: 'average lead growth',
      matches: pattern(
        String.raw`\b${escape(String(figures.averageLeadGrowth.value))}x?\s+(?:average\s+)?(?:lead growth|more leads)|average lead growth of\s+${escape(String(figures.averageLeadGrowth.value))}`,
      ),
    },
    {
      id: 'ad spend managed',
      matches: pattern(
        String.raw`₹\s?${escape(String(figures.monthlyAdSpendCrore.value))}\s+crore\+?[^.]{0,40}\b(?:ad spend|managed|a month)`,
      ),
    },
    {
      id: 'team size',
      matches: pattern(
        String.raw`\b${team.size}\s+(?:people|specialists|marketers|in-house|employees|staff)\b|\bteam of\s+${team.size}\b|\bsize:\s*${team.size}\b`,
      ),
    },
    {
      id: 'testimonial aggregate',
      matches: pattern(
        String.raw`\b${escape(String(testimonials.averageRating))}\s+out of 5\b|\bfrom\s+${testimonials.count}\s+clients\b`,
      ),
    },
    {
      id: 'office street',
      // The street or its plot or building part: nowhere but in the agency's address.
      matches: pattern(
        [office.street, ...streetParts.slice(0, -1)]
          .map((part) => String.raw`\b${loose(part)}\b`)
          .join('|'),
      ),
    },
    {
      id: 'office area',
      // The area alone also names a place clients are in ("a hospital in Sector 44"), so only
      // where the agency speaks of itself.
      matches: (sentence) =>
        new RegExp(String.raw`\b${area}\b`, 'i').test(sentence) && OFFICE_VOICE.test(sentence),
    },
    {
      id: 'office postal code',
      matches: pattern(String.raw`\b${postalCode}\b`),
    },
    {
      id: 'office locality',
      // "our Gurugram office", "our office is in … Gurugram", "Gurugram is our home", "an agency …
      // based in Gurugram": a city named as where the agency is, not a client's city.
      matches: pattern(
        [
          String.raw`\bour\s+(?:own\s+)?${locality}\s+(?:office|team|studio|headquarters|base)\b`,
          String.raw`\b(?:our\s+(?:own\s+)?office|we)\s+(?:is|are|sits?)\s+(?:based\s+)?(?:in|at)\b[^.]{0,40}\b${locality}\b`,
          String.raw`\b${place}\s+is\s+our\s+home\b`,
          String.raw`\b(?:agency|we are|we're)\b[^.]{0,60}\bbased\s+in\s+${locality}\b`,
        ].join('|'),
      ),
    },
    {
      id: 'site domain',
      // The email and site domain: addresses and links come from site.email and SITE_URL.
      matches: pattern(String.raw`(?<![\w-])${domain}\b`),
    },
    {
      id: 'service starting price',
      matches: (sentence) =>
        FEE_START.test(sentence) && SERVICE_TERMS.some(([term]) => term.test(sentence)),
    },
  ];
}

/** A text's sentences: split after full stops, question and exclamation marks, and at line ends. */
export const sentencesIn = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Every sentence of `text` that states one of the facts as a literal. */
export function findFactLiterals(
  file: string,
  text: string,
  facts: BusinessFacts,
): LiteralFinding[] {
  const rules = rulesFor(facts);
  return sentencesIn(text).flatMap((sentence) =>
    rules
      .filter((rule) => rule.matches(sentence))
      .map((rule) => ({ file, rule: rule.id, sentence })),
  );
}
