// The business facts of the agency, read from content/business.yaml (SAMPLE DATA of "Reachmark",
// the made-up agency this site ships with, until an adopting agency replaces them: README, "Before
// going live"; `npm run facts` checks the file and shows each claim's evidence). Pages, JSON-LD,
// the palette and (through brand-facts.ts) shared/site.ts read these facts; no page repeats one as
// a literal. A claim that names a third party (award, partner programme, certification) is shown
// in a production build only with evidence: a link to the issuer's own listing or a document
// reference. In Node this module reads the file; in every Vite build, Vitest and the server's build,
// build/facts-modules.ts replaces it with the values as plain data.
import type { BusinessFacts } from './facts-schema.ts';
import { readFactsFile } from './read-facts-file.ts';

export const businessFacts: BusinessFacts = readFactsFile();
