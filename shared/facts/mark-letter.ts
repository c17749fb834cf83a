// The letter on this brand's logo mark (shared/logo-mark.ts): the first letter of the facts' brand
// name. In Node it is worked out from the facts; in the Vite builds and Vitest, build/facts-modules.ts
// serves it as a constant, which the bundler inlines where the header tests it, so a build drops the
// way of drawing the mark it never takes.
import { markLetterOf } from '../logo-mark.ts';
import { brandFacts } from './brand-facts.ts';

export const markLetter: string = markLetterOf(brandFacts.brand.name);
