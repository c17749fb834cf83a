// Server entry, used only by scripts/prerender.ts: renders one path to HTML (waiting for its lazy
// template) and hands the script everything else it needs from the registry.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';

export { pages, notFoundPage } from './content/registry';
export { isIndexable, canonicalUrl } from './content/page-lookup';
export { headTags, headTagsHtml } from './features/seo/head-tags';
export { templateSource } from './features/loading/template-loader';
export { THEME_SCRIPT } from './features/theme/theme-script';
export { sitemapXml, robotsTxt } from './features/seo/sitemap-xml';

export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
