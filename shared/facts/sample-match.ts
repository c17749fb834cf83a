// Whether the business facts still describe the sample agency's office city and founders, for the
// words told only of the sample (its founding story, the way to its office): shown while they do,
// replaced by words built from the facts once they do not. In Node it is worked out from the facts;
// in the Vite builds and Vitest, build/facts-modules.ts serves both as constants, which the bundler
// inlines, so a page carries only the words its facts show.
import { businessFacts } from './business-facts.ts';
import { sampleLikeness } from './sample-agency.ts';

const likeness = sampleLikeness(businessFacts);

/** True while the facts' office is in the sample agency's city (Gurugram). */
export const sampleOffice: boolean = likeness.office;

/** True while the facts name the sample agency's founders. */
export const sampleFounders: boolean = likeness.founders;
