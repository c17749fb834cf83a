// A small site with known SEO defects, served on 127.0.0.1 for the crawler's tests: a sitemap
// index, a page robots.txt disallows, a broken link, a redirect chain, a noindex page (by meta and
// by header), an orphan only the sitemap lists, a duplicate title and a slow page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

const page = (title: string, links: string[], extra = '') =>
  `<!doctype html><html><head><title>${title}</title>${extra}</head><body><h1>${title}</h1>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(' ')}<a href="https://example.com/">elsewhere</a></body></html>`;

export interface FixtureSite extends LoopbackServer {
  origin: string;
  /** Paths requested so far, in order. */
  requested: string[];
}

export async function startFixtureSite(options: { slowMs?: number } = {}): Promise<FixtureSite> {
  const requested: string[] = [];
  let origin = '';
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    requested.push(path);
    const html = (body: string, headers: Record<string, string> = {}) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    switch (path) {
      case '/':
        return html(
          page('Home', ['/a', '/b', '/missing', '/old', '/private/x', '/slow', '/file.pdf']),
        );
      case '/a':
        return html(page('Same title', ['/', '/c', '/noindex-meta']));
      case '/b':
        return html(page('Same title', ['/', '/noindex-header']));
      case '/c':
        return html(page('Page C', ['/a#top']));
      case '/noindex-meta':
        return html(page('Hidden', ['/'], '<meta name="robots" content="noindex, follow">'));
      case '/noindex-header':
        return html(page('Hidden by header', ['/']), { 'x-robots-tag': 'noindex' });
      case '/orphan':
        return html(page('Orphan', ['/']));
      case '/slow':
        setTimeout(() => html(page('Slow', ['/'])), options.slowMs ?? 300);
        return;
      case '/old':
        response.writeHead(301, { location: '/older' });
        return response.end();
      case '/older':
        response.writeHead(302, { location: `${origin}/c` });
        return response.end();
      case '/robots.txt':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end(
          `User-agent: *\nDisallow: /private/\nSitemap: ${origin}/sitemap-index.xml\n`,
        );
      case '/sitemap-index.xml':
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap></sitemapindex>`,
        );
      case '/sitemap-pages.xml':
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
            '/',
            '/a',
            '/c',
            '/orphan',
          ]
            .map((p) => `<url><loc>${origin}${p}</loc></url>`)
            .join('')}</urlset>`,
        );
      default:
        response.writeHead(404, { 'content-type': 'text/html' });
        return response.end(page('Not found', ['/']));
    }
  };
  const server = await startLoopbackServer(handler);
  origin = `http://localhost:${server.port}`;
  return { ...server, origin, requested };
}
