// The figures of the content and demo templates, drawn at build time as SVG files from the site's
// own data (build/content-figures/, docs/decisions/0026): each page imports its figure's address,
// size, alt text and caption from `virtual:content-figure/<name>` and shows it with an <img>, so
// the drawing costs no JavaScript. The articles' maps are filed by the Markdown plugin. The client
// build emits the files under assets/figures/; the dev server serves them from memory.
import type { Plugin } from 'vite';
import { drawBenchmarkMeasures, drawBenchmarkReport } from './content-figures/benchmark-report.ts';
import { drawBlogTopics } from './content-figures/blog-topics.ts';
import { drawBreadcrumbTrail } from './content-figures/breadcrumb-trail.ts';
import { drawCaseStudyResults } from './content-figures/case-study-results.ts';
import { drawContrastPairs } from './content-figures/contrast-pairs.ts';
import { figureFiles, fileFigure, type DrawnFigure } from './content-figures/figure-files.ts';
import { drawRouteTree } from './content-figures/route-tree.ts';

const PREFIX = 'virtual:content-figure/';

const DRAWERS: Record<string, () => DrawnFigure> = {
  'benchmark-report': () => drawBenchmarkReport(),
  'benchmark-measures': () => drawBenchmarkMeasures(),
  'blog-topics': drawBlogTopics,
  'case-study-results': drawCaseStudyResults,
  'route-tree': drawRouteTree,
  'breadcrumb-trail': () => drawBreadcrumbTrail('city-service:seo:mumbai'),
  'contrast-pairs': drawContrastPairs,
};

export function contentFiguresPlugin(): Plugin {
  return {
    name: 'reachmark:content-figures',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const draw = DRAWERS[name];
      if (!draw) return this.error(`No content figure "${name}"`);
      return `export const figure = ${JSON.stringify(fileFigure(name, draw()))};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = figureFiles.get((request.url ?? '').split('?')[0]!);
        if (svg === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [path, svg] of figureFiles)
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
    },
  };
}
