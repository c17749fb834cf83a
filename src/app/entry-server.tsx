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
import { PAGE_INDEX_SLICE, installFullIndex, installSlice } from '../site/page-index';
import { pack } from '../site/page-summary';
import { pages } from '../content/registry';

export { pages, notFoundPage, offlinePage } from '../content/registry';
export { headTags } from '../site/head/head-tags';
export { headTagsHtml } from '../site/head/head-tags-html';
export { templateSource } from '../site/loading/template-loader';
export { THEME_SCRIPT } from '../../shared/inline-scripts/theme-script';
export { sitemapXml, robotsTxt } from '../site/outlines/sitemap-xml';
export { pageDataHtml } from '../site/loading/page-payload';

// Every page is known here (packed from the registry, as the browser's full index is); reading
// another page's path, title or label records it in the slice of the index the page embeds
// (docs/decisions/0020).
const packedPages = pages.map(pack);
installFullIndex(packedPages, true);

/**
 * The HTML of one page, and what its first render in the browser needs (the content to embed, the
 * slice of the page index it read, and the code to modulepreload). Its template and content are
 * loaded first, so nothing suspends and the output needs no inline script to reveal content (the
 * CSP would block one). The page is then rendered again from its slice alone, as the browser
 * will hydrate it: different HTML fails the build.
 */
export async function renderPage(
  path: string,
  page: PageRef,
): Promise<{ html: string; payload: PagePayload }> {
  startPagePayload();
  await preloadPage(page);
  const html = await renderHtml(path, page);
  const payload = takePagePayload();
  const slice = Object.values(payload.content[PAGE_INDEX_SLICE] ?? {}) as Parameters<
    typeof installSlice
  >[0];
  installSlice(slice, false);
  try {
    const fromSlice = await renderHtml(path, page);
    if (fromSlice !== html) {
      let at = 0;
      while (html[at] === fromSlice[at]) at += 1;
      const around = (text: string) => text.slice(Math.max(0, at - 120), at + 80);
      throw new Error(`it renders ${around(fromSlice)} instead of ${around(html)}`);
    }
  } catch (error) {
    throw new Error(
      `${path} does not render alike from the slice of the page index it embeds ` +
        `(${slice.length} pages): read the path, title or label of every page it shows ` +
        `(docs/decisions/0020)`,
      { cause: error },
    );
  } finally {
    installFullIndex(packedPages, true);
  }
  return { html, payload };
}

async function renderHtml(path: string, page: PageRef): Promise<string> {
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
  return html;
}
