// Turns `import doc from './x.md'` into { html, headings, words, readingMinutes } at build time, so
// no Markdown parser ships to the browser. `page:<id>` links resolve through the registry and
// `{{brand.name}}`-style placeholders take the business facts (fact-placeholders.ts); an unknown id
// or placeholder fails the build.
import type { Plugin } from 'vite';
import { fillFactPlaceholders } from './fact-placeholders.ts';
import { renderMarkdown } from '../src/content/blog/markdown.ts';
import { registryPages } from '../src/site/registry-pages.ts';

export function markdownPlugin(): Plugin {
  return {
    name: 'reachmark:markdown',
    transform(source, id) {
      if (!id.endsWith('.md')) return undefined;
      const rendered = renderMarkdown(
        fillFactPlaceholders(source),
        (pageId) => registryPages.findById(pageId)?.path,
      );
      return { code: `export default ${JSON.stringify(rendered)};`, map: null };
    },
  };
}
