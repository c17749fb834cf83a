// Whether this build shows the client results that name no basis (result-claims.ts): yes, marked as
// sample data, while the facts are the sample facts or outside a production build; no in a
// production build with real facts. In Node it is worked out from the facts file and NODE_ENV (Vite
// sets it to 'production' before it loads its config for a build); in the Vite builds, Vitest and
// the server's build, build/facts-modules.ts serves it as a constant, which the bundler inlines
// where a page tests it: a page pays nothing to import it, and a build drops the branch it never
// takes.
import { readFactsFile } from './read-facts-file.ts';
import { unbasedResultsShownIn } from './result-claims.ts';

export const unbasedResultsShown: boolean = unbasedResultsShownIn(
  readFactsFile().sample,
  process.env.NODE_ENV === 'production',
);
