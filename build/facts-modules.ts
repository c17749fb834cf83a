// The business facts as plain data modules: the build plugins (vite-plugin-business-facts.ts for
// the browser and SSR builds and Vitest, esbuild-plugin-business-facts.ts for the server) serve
// these in place of shared/facts/brand-facts.ts and business-facts.ts, which read
// content/business.yaml when run in Node. So the values come from the YAML at build time, checked
// once, and the bundles carry the same objects the TypeScript modules used to hold, without a YAML
// parser. The business module spreads the brand module's object, so the brand values stay in the
// entry chunk and are not repeated in the rest's chunk. shared/facts/unbased-results.ts becomes a
// constant: whether this build shows client results without a basis (the facts' `sample` flag, and
// whether the build is a production one); shared/facts/mark-letter.ts too (the logo mark's letter),
// and shared/facts/sample-match.ts (whether the facts keep the sample agency's city and founders).
import { fileURLToPath } from 'node:url';
import { BRAND_FACT_KEYS, pickBrandFacts } from '../shared/facts/brand-fact-keys.ts';
import { readFactsFile } from '../shared/facts/read-facts-file.ts';
import { unbasedResultsShownIn } from '../shared/facts/result-claims.ts';
import { markLetterOf } from '../shared/logo-mark.ts';
import { sampleLikeness } from '../shared/facts/sample-agency.ts';

export const BRAND_FACTS_MODULE = fileURLToPath(
  new URL('../shared/facts/brand-facts.ts', import.meta.url),
);
export const BUSINESS_FACTS_MODULE = fileURLToPath(
  new URL('../shared/facts/business-facts.ts', import.meta.url),
);
export const UNBASED_RESULTS_MODULE = fileURLToPath(
  new URL('../shared/facts/unbased-results.ts', import.meta.url),
);
export const MARK_LETTER_MODULE = fileURLToPath(
  new URL('../shared/facts/mark-letter.ts', import.meta.url),
);
export const SAMPLE_MATCH_MODULE = fileURLToPath(
  new URL('../shared/facts/sample-match.ts', import.meta.url),
);

/** The modules served as data. */
export const FACTS_MODULES = [
  BRAND_FACTS_MODULE,
  BUSINESS_FACTS_MODULE,
  UNBASED_RESULTS_MODULE,
  MARK_LETTER_MODULE,
  SAMPLE_MATCH_MODULE,
];

const brandKeys = new Set<string>(BRAND_FACT_KEYS);
const entry = ([key, value]: [string, unknown]) =>
  `${JSON.stringify(key)}: ${JSON.stringify(value)}`;

/**
 * The code that replaces `file` when it is one of FACTS_MODULES, else undefined; reads
 * content/business.yaml and throws naming the line and field of every problem in it. `production`:
 * whether the build is a production one (for unbased-results.ts).
 */
export function factsModuleCode(file: string, production: boolean): string | undefined {
  if (file === UNBASED_RESULTS_MODULE) {
    const shown = unbasedResultsShownIn(readFactsFile().sample, production);
    return `export const unbasedResultsShown = ${String(shown)};\n`;
  }
  if (file === SAMPLE_MATCH_MODULE) {
    const likeness = sampleLikeness(readFactsFile());
    return `export const sampleOffice = ${String(likeness.office)};\nexport const sampleFounders = ${String(likeness.founders)};\n`;
  }
  if (file === MARK_LETTER_MODULE)
    return `export const markLetter = ${JSON.stringify(markLetterOf(readFactsFile().brand.name))};\n`;
  if (file === BRAND_FACTS_MODULE)
    return `export const brandFacts = ${JSON.stringify(pickBrandFacts(readFactsFile()))};\n`;
  if (file !== BUSINESS_FACTS_MODULE) return undefined;
  // The media reach the pages as built images (vite-plugin-owner-media.ts), not as declarations.
  const { sample, ...rest } = readFactsFile();
  const others = Object.entries(rest).filter(([key]) => !brandKeys.has(key) && key !== 'media');
  return [
    `import { brandFacts } from './brand-facts';`,
    `export const businessFacts = { sample: ${JSON.stringify(sample)}, ...brandFacts, ${others.map(entry).join(', ')} };`,
    '',
  ].join('\n');
}
