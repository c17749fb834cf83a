// The page lookup (pages.ts) over the full registry, for the build, head tags after a navigation and
// the palette's entries; never part of the first load, which has the page index instead.
import { pages } from '../content/registry.ts';
import { createPageLookup } from './pages.ts';

export const registryPages = createPageLookup(pages);
