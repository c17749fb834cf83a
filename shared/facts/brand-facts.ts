// The brand part of the business facts (business-facts.ts): who the agency is, how to reach it and
// how fast it answers. Kept apart because every page's layout, forms and palette show them
// (shared/site.ts, promise-phrases.ts), so only these few values travel in the entry chunk; the
// rest of the facts load with the pages that use them. The values are in content/business.yaml.
// In Node (tsx, Playwright) this module reads that file; in every Vite build, Vitest and the
// server's build, build/facts-modules.ts replaces it with the values as plain data, so no YAML
// parser reaches the browser or the server.
import { pickBrandFacts, type BrandFacts } from './brand-fact-keys.ts';
import { readFactsFile } from './read-facts-file.ts';

export const brandFacts: BrandFacts = pickBrandFacts(readFactsFile());
