// Turns `import doc from './x.md'` into { html, headings, words, readingMinutes } at build time, so
// no Markdown parser ships to the browser. `page:<id>` links resolve through the registry; an
// unknown id fails the build.
import type { Plugin } from 'vite';
import { renderMarkdown } from '../src/content/blog/markdown';
import { registryPages } from '../src/site/registry-pages';

export function markdownPlugin(): Plugin {
  return {
    name: 'reachmark:markdown',
    transform(source, id) {
      if (!id.endsWith('.md')) return undefined;
      const rendered = renderMarkdown(source, (pageId) => registryPages.findById(pageId)?.path);
      return { code: `export default ${JSON.stringify(rendered)};`, map: null };
    },
  };
}
