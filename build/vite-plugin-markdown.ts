// Turns `import doc from './x.md'` into { html, headings, words, readingMinutes } at build time, so
// no Markdown parser ships to the browser. `page:<id>` links resolve through the registry and
// `{{brand.name}}`-style placeholders take the business facts (fact-placeholders.ts); an unknown id
// or placeholder fails the build. A blog post and a long-form guide also get their map, an SVG file
// of their sections by reading time (content-figures/article-map.ts), as `figure`.
import type { Plugin } from 'vite';
import { drawArticleMap } from './content-figures/article-map.ts';
import { fileFigure } from './content-figures/figure-files.ts';
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
      const kind = /\/content\/blog\/posts\//.test(id)
        ? 'article'
        : /\/content\/resources\//.test(id)
          ? 'guide'
          : undefined;
      const slug = id.replace(/^.*\//, '').replace(/\.md$/, '');
      const withFigure = kind
        ? { ...rendered, figure: fileFigure(`map-${slug}`, drawArticleMap(rendered, kind)) }
        : rendered;
      return { code: `export default ${JSON.stringify(withFigure)};`, map: null };
    },
  };
}
