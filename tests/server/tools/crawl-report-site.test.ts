// A crawl of a loopback clinic site with the defects a professional checks, read by the report's
// own logic: pages robots.txt disallows (listed with their rule, not as orphans), tag addresses
// whose canonical is the blog (counted as the blog, graded once), a copy by letter case, a 404
// linked from two pages, and a sitemap that lists the www address. The progress never promises a
// page it will not check. Served on 127.0.0.1 under the names clinic.test and www.clinic.test.
import { describe, expect, it } from 'vitest';
import { createPageFetcher } from '../../../server/tools/page-fetcher';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { crawlFindings } from '../../../src/features/seo-tools/analysis/crawl-report';
import { sortAddresses } from '../../../src/features/seo-tools/analysis/crawl-addresses';
import { crawlToEnd } from './crawl-to-end';
import { loopbackResolver, startLoopbackServer } from './loopback-server';

const page = (title: string, links: string[], head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body><h1>${title}</h1>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(' ')}</body></html>`;

async function crawlClinic(sitemapOrigin: (origin: string, www: string) => string) {
  let origin = '';
  let www = '';
  const tags = Array.from({ length: 5 }, (_, index) => `/blog?tag=t${index}`);
  const server = await startLoopbackServer((request, response) => {
    const path = request.url ?? '/';
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const canonicalBlog = `<link rel="canonical" href="${origin}/blog">`;
    if (path === '/robots.txt')
      return send(
        200,
        'text/plain',
        `User-agent: *\nDisallow: /forms/\nSitemap: ${origin}/map.xml\n`,
      );
    if (path === '/map.xml') {
      const listed = sitemapOrigin(origin, www);
      return send(
        200,
        'application/xml',
        ['/', '/blog', '/locations/elyria/', '/forms/quote', '/forms/call']
          .map((item) => `${listed}${item}`)
          .join('\n'),
      );
    }
    if (path === '/')
      return send(
        200,
        'text/html',
        page('Home', ['/blog', '/Locations/Elyria/', '/forms/quote', '/gone']),
      );
    if (path === '/blog')
      return send(200, 'text/html', page('Blog', ['/', ...tags, '/gone'], canonicalBlog));
    if (path.startsWith('/blog?tag='))
      return send(200, 'text/html', page('Blog', ['/blog'], canonicalBlog));
    if (path === '/locations/elyria/' || path === '/Locations/Elyria/')
      return send(200, 'text/html', page('Elyria clinic', ['/']));
    return send(404, 'text/html', page('Not found', ['/']));
  });
  origin = `http://clinic.test:${server.port}`;
  www = `http://www.clinic.test:${server.port}`;
  const fetcher = createPageFetcher({
    config: readToolsConfig({
      TOOLS_ALLOW_HOSTS: `clinic.test:${server.port},www.clinic.test:${server.port}`,
    }),
    resolve: loopbackResolver({ 'clinic.test': ['127.0.0.1'], 'www.clinic.test': ['127.0.0.1'] }),
  });
  const events = await crawlToEnd(`${origin}/`, fetcher, server);
  const pages = events.flatMap((event) => (event.type === 'page' ? [event.page] : []));
  const disallowed = events.flatMap((event) =>
    event.type === 'disallowed' ? [{ url: event.url, rule: event.rule }] : [],
  );
  const sitemap = events.find((event) => event.type === 'sitemap');
  const sitemapUrls = sitemap?.type === 'sitemap' ? sitemap.urls : undefined;
  const findings = new Map(
    crawlFindings({ pages, sitemapUrls, disallowed }).map((item) => [item.id, item]),
  );
  return { origin, www, events, pages, disallowed, sitemapUrls, findings };
}

const urls = (items: { url: string }[] | undefined) => items?.map((item) => item.url);

describe('a crawl of a site with robots, canonical, copy and host defects, as the report reads it', () => {
  it('reports each defect once, under what it is', async () => {
    const run = await crawlClinic((origin) => origin);
    const at = (path: string) => `${run.origin}${path}`;
    expect(run.disallowed).toEqual(
      ['/forms/quote', '/forms/call'].map((path) => ({
        url: at(path),
        rule: { line: 2, text: 'Disallow: /forms/' },
      })),
    );
    const done = run.events.at(-1);
    expect(done).toMatchObject({
      type: 'done',
      checked: run.pages.length,
      found: run.pages.length,
    });
    expect(run.findings.get('robots-disallowed')?.status).toBe('warn');
    expect(run.findings.get('sitemap-orphans')?.items).toEqual([]);
    expect(urls(run.findings.get('canonicalised')?.items)).toHaveLength(5);
    expect(run.findings.get('missing-from-sitemap')?.items).toEqual([]);
    expect(run.findings.get('duplicate-addresses')?.items).toEqual([
      {
        url: at('/Locations/Elyria/'),
        note: `The same page as ${at('/locations/elyria/')}, differing only by capital letters; linked from ${at('/')}`,
      },
    ]);
    expect(run.findings.get('broken-pages')?.items).toEqual([
      {
        url: at('/gone'),
        note: `Error 404 (page not found); linked from ${at('/')}, ${at('/blog')}`,
      },
    ]);
    const graded = sortAddresses(run.pages, run.sitemapUrls).graded;
    expect(graded.map((item) => item.url)).toEqual([
      at('/'),
      at('/blog'),
      at('/locations/elyria/'),
    ]);
  });

  it('names a sitemap that lists the www address and offers to crawl it', async () => {
    const run = await crawlClinic((_origin, www) => www);
    const hosts = run.findings.get('sitemap-hosts');
    expect(hosts?.detail).toBe(
      `Your sitemap lists 5 pages on ${run.www}, but we checked ${run.origin}, so we could not compare them with your links.`,
    );
    expect(hosts?.recrawl).toBe(`${run.www}/`);
    expect(run.findings.has('sitemap-orphans')).toBe(false);
  });
});
