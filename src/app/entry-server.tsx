// Server entry, used only by build/prerender.ts: renders one path to HTML (waiting for its lazy
// template) and hands the script everything else it needs from the registry.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { AppProviders } from './providers';
import type { PageRef } from '../site/loading/template-props';
import { preloadPage } from '../site/loading/template-loader';
import { startPagePayload, takePagePayload, type PagePayload } from '../site/loading/page-payload';

export { pages, notFoundPage, offlinePage } from '../content/registry';
export { headTags } from '../site/head/head-tags';
export { headTagsHtml } from '../site/head/head-tags-html';
export { templateSource } from '../site/loading/template-loader';
export { THEME_SCRIPT } from '../../shared/inline-scripts/theme-script';
export { sitemapXml, robotsTxt } from '../site/outlines/sitemap-xml';
export { pageDataHtml } from '../site/loading/page-payload';

/**
 * The HTML of one page, and what its first render in the browser needs (the content to embed and
 * the code to modulepreload). Its template and content are loaded first, so nothing suspends and
 * the output needs no inline script to reveal content (the CSP would block one).
 */
export async function renderPage(
  path: string,
  page: PageRef,
): Promise<{ html: string; payload: PagePayload }> {
  startPagePayload();
  await preloadPage(page);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <App offlineAt={page.template === 'offline' ? path : undefined} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`Prerendering ${path} produced an inline script`);
  return { html, payload: takePagePayload() };
}
