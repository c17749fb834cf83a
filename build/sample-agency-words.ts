// The sentences in the site's own words (src/: content, pages and components, TypeScript and
// Markdown) that still speak of the sample agency when the business facts describe another one:
// its office city as where the agency works, sits or was founded, its street and the places around
// its office, its founders, and the clients its testimonials name. They are what the owner still
// has to write: `npm run facts` lists each with its file and line, and the production build says
// how many there are.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BusinessFacts } from '../shared/facts/facts-schema';
import { SAMPLE_AGENCY, sampleLikeness } from '../shared/facts/sample-agency';
import { allTestimonials } from '../src/content/company/testimonials';

/** What tells one agency from another here: where its office is and who founded it. */
type AgencyFacts = Pick<BusinessFacts, 'office' | 'founders'>;

export interface SampleSentence {
  /** The file, from the repository's root: 'src/content/company/about.ts'. */
  file: string;
  line: number;
  /** What of the sample it names: 'office city', 'office place', 'founder', 'client'. */
  names: string[];
  sentence: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A city named as where the agency is: 'our team works from Gurugram', 'Gurugram-based'. */
const officeCityPattern = (city: string): RegExp => {
  const name = escape(city);
  return new RegExp(
    [
      String.raw`\b(?:work|works|sit|sits|is|are|based|drives? out|away|started)\s+(?:\w+\s+){0,2}?(?:from|in|at)\s+(?:our side of\s+)?${name}\b`,
      String.raw`\bour side of ${name}\b`,
      String.raw`\b(?:remotely|travel) from ${name}\b`,
      String.raw`\b${name}-based\b`,
      String.raw`\bour (?:own )?${name} (?:office|team|studio)\b`,
      String.raw`\bfrom ${name} via\b`,
      String.raw`\b(?:founded|office) in\b[^.]{0,40}\b${name}\b`,
    ].join('|'),
    'i',
  );
};

/** The agency speaking of itself. */
const AGENCY_VOICE = /\b(?:we|our|us|founded|founders|office)\b/i;
/** The agency speaking of where its office is or was. */
const OFFICE_VOICE = /\b(?:our office|we are at|founded|office in)\b/i;

/** A line of code or a comment that a visitor never reads. */
const NOT_WORDS = /^\s*(?:\/\/|\/?\*|import\b)/;

/** The sample's founders that `facts` does not name. */
const foundersNotIn = (facts: AgencyFacts): string[] =>
  SAMPLE_AGENCY.founders.filter((name) => !facts.founders.includes(name));

/** Whether `facts` leave the sample agency's office city or founders. */
const differsFromSample = (facts: AgencyFacts): boolean =>
  !sampleLikeness(facts).office || foundersNotIn(facts).length > 0;

/** One file's lines that name any of `rules`, with what each names. */
function sentencesIn(
  file: string,
  text: string,
  rules: [string, (line: string) => boolean][],
): SampleSentence[] {
  return text.split('\n').flatMap((content, index) => {
    if (NOT_WORDS.test(content)) return [];
    const names = rules.filter(([, test]) => test(content)).map(([name]) => name);
    return names.length === 0 ? [] : [{ file, line: index + 1, names, sentence: content.trim() }];
  });
}

/**
 * Every line of `files` (path and text) naming what is the sample agency's and not the agency of
 * `facts`; none while the facts keep the sample's city and founders. `clients`: the names the
 * sample's testimonials give.
 */
export function sampleAgencyWords(
  files: { file: string; text: string }[],
  facts: AgencyFacts,
  clients: readonly string[],
): SampleSentence[] {
  if (!differsFromSample(facts)) return [];
  const otherCity = !sampleLikeness(facts).office;
  const otherFounders = foundersNotIn(facts);
  const cities = SAMPLE_AGENCY.cities.map(officeCityPattern);
  const anyOf = (names: readonly string[]) =>
    new RegExp(`\\b(?:${names.map(escape).join('|')})\\b`);
  const officePlaces = anyOf(SAMPLE_AGENCY.officePlaces);
  const sharedPlaces = anyOf(SAMPLE_AGENCY.sharedPlaces);
  type Rule = [string, (line: string) => boolean];
  const cityRules: Rule[] = [
    ['office city', (line) => AGENCY_VOICE.test(line) && cities.some((city) => city.test(line))],
    [
      'office place',
      (line) => officePlaces.test(line) || (sharedPlaces.test(line) && OFFICE_VOICE.test(line)),
    ],
  ];
  const rules: Rule[] = [
    ...(otherCity ? cityRules : []),
    ['founder', (line) => otherFounders.some((name) => line.includes(name))],
    ['client', (line) => clients.some((name) => line.includes(`'${name}'`))],
  ];
  return files.flatMap(({ file, text }) => sentencesIn(file, text, rules));
}

/** The site's own words: every TypeScript and Markdown file under `root`/src, by its path. */
export async function siteWordFiles(root: string): Promise<{ file: string; text: string }[]> {
  const src = join(root, 'src');
  const names = (await readdir(src, { recursive: true, encoding: 'utf8' }))
    .filter((name) => /\.(?:ts|tsx|md)$/.test(name) && !name.endsWith('.d.ts'))
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      file: relative(root, join(src, name)),
      text: await readFile(join(src, name), 'utf8'),
    })),
  );
}

/** The lines of this repository's own words that are the sample agency's and not that of `facts`. */
export async function sampleWordsFor(facts: AgencyFacts): Promise<SampleSentence[]> {
  // The sample agency's own facts: nothing to list, so no file is read (every build asks).
  if (!differsFromSample(facts)) return [];
  const root = fileURLToPath(new URL('..', import.meta.url));
  const clients = allTestimonials.map((testimonial) => testimonial.name);
  return sampleAgencyWords(await siteWordFiles(root), facts, clients);
}

/** The count both reports open with. */
const stillNamed = (found: SampleSentence[]): string =>
  `Words written for the sample agency: ${found.length} lines still name its office city, street, founders or clients`;

/** The lines `npm run facts` prints: a heading, then each sentence with its file and line. */
export function sampleWordsReport(found: SampleSentence[]): string[] {
  if (found.length === 0) return [];
  const shown = (sentence: string) =>
    sentence.length > 110 ? `${sentence.slice(0, 107)}...` : sentence;
  return [
    `${stillNamed(found)}. Write your own in their place:`,
    ...found.map(
      ({ file, line, names, sentence }) =>
        `  ${file} line ${line} (${names.join(', ')}): ${shown(sentence)}`,
    ),
  ];
}

/** The one line the production build prints, when there is anything to list. */
export const sampleWordsSummary = (found: SampleSentence[]): string[] =>
  found.length === 0 ? [] : [`${stillNamed(found)} (npm run facts lists them).`];
