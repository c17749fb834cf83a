// Whether the page is drawn by JavaScript: it arrives as an empty app root (a <div id="root"> or
// #app, #__next...) with scripts and hardly any text, so what search engines read before running
// scripts, and what link previews ever read, is an empty page. A check only such pages get.
import { plural } from '../../../lib/plural';
import { finding, type CheckText, type Finding } from './findings';
import type { PageMeasures } from './page-measures';
import { SCRIPT_SHELL_WORDS } from './seo-thresholds';

export const RENDERING_CHECK: CheckText = {
  id: 'rendering',
  category: 'content',
  title: 'Rendered by JavaScript',
  why: 'Google runs a page’s scripts only later, when it has time, and not always fully; Bing and other search engines often don’t, and WhatsApp, LinkedIn and X previews never do. Until then they see the page as it arrives: empty. It may be indexed late, partly or not at all.',
  fix: 'Send the page’s words, headings and links in the HTML itself. Ask your web developer for server-side rendering or prerendering (Next.js, Nuxt, Astro, or a prerender step in the build), at least for the pages you want found in search. To check, open the page, choose “View page source” in your browser and look for your headings there.',
};

/** How the root appears in the page's source, e.g. `<div id="root">`. */
const rootTag = (id: string) => (id === 'app-root' ? '<app-root>' : `<div id="${id}">`);

export function checkRendering(measures: PageMeasures): Finding[] {
  const [root] = measures.emptyAppRoots;
  const words = measures.keywords.wordCount;
  const scripts = measures.resources.scripts;
  if (root === undefined || scripts === 0 || words >= SCRIPT_SHELL_WORDS) return [];
  return [
    finding(
      RENDERING_CHECK,
      'fail',
      `Rendered by JavaScript: search engines may see an empty page. It arrives as an empty ${rootTag(root)} with ${plural(scripts, 'script')} and ${plural(words, 'word')} of text, which is why the checks below find so little on it.`,
    ),
  ];
}
