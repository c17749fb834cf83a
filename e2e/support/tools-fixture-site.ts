// A small business site with known SEO defects, served on loopback for the SEO tools' end-to-end
// tests (the e2e server may fetch it because playwright.config.ts lists it in TOOLS_ALLOW_HOSTS):
// 29 pages with a broken link, a redirect chain, a noindex page, a page only the sitemap lists, a
// linked page missing from the sitemap, a duplicate title, a slow page, a page robots.txt
// disallows, a tag address whose canonical is the blog (every page's canonical is its address
// without the query) and a missing image on the home page; and, under
// /slow-site/, pages that each take a second, to cancel a crawl in the middle; /speed-probe, a
// page whose image names this machine by its IP, which Lighthouse's browser must not reach;
// /js-app, linked from nowhere, a page that arrives as an empty <div id="root"> and whose script
// draws a heading and some 200 words, for the analyzer's count after rendering.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const TOOLS_SITE_PORT = Number(process.env.E2E_TOOLS_SITE_PORT ?? 4399);
export const TOOLS_SITE = `http://localhost:${TOOLS_SITE_PORT}`;
export const SLOW_PAGE_MS = 1_200;

/** Every path the site was asked for, in order (both listeners). */
export const requestedPaths: string[] = [];

const SERVICES = Array.from({ length: 10 }, (_, index) => `/services/${index + 1}`);
const POSTS = Array.from({ length: 10 }, (_, index) => `/blog/${index + 1}`);
const MAIN = ['/about', '/contact', '/services', '/blog', '/offer', '/thank-you', '/slow'];

/** Every page the sitemap lists: all real pages but /contact, plus the orphan. */
const SITEMAP = [
  '/',
  ...MAIN.filter((path) => path !== '/contact'),
  ...SERVICES,
  ...POSTS,
  '/orphan-landing',
];

function titleOf(path: string): string {
  if (path === '/services/3' || path === '/services/4') return 'Our services | Pune Plumbing Co';
  const words = path.slice(1).replace(/\//g, ' ') || 'home';
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} | Pune Plumbing Co`;
}

function pageHtml(path: string, links: string[], head = ''): string {
  const title = titleOf(path);
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<meta name="description" content="${title}: leak repairs, bathroom fittings and water tanks across Pune, with same-day visits.">
<link rel="canonical" href="${TOOLS_SITE}${path}">${head}</head><body><h1>${title}</h1>
<p>We fix leaking taps, blocked drains and water tanks in Baner, Wakad and Kothrud, with a written quote before work starts.</p>
<nav>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav></body></html>`;
}

const JS_APP_WORDS = Array.from({ length: 40 }, () => 'Leaks fixed across Pune, same day.').join(
  ' ',
);

const JS_APP = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Emergency plumbers | Pune Plumbing Co</title>
</head><body><div id="root"></div><script src="/js-app.js"></script></body></html>`;

const JS_APP_SCRIPT = `document.getElementById('root').innerHTML =
  '<h1>Emergency plumbers in Pune</h1><p>${JS_APP_WORDS}</p><a href="/contact">Contact us</a>';`;

function handle(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  requestedPaths.push(path);
  const send = (
    status: number,
    type: string,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(body);
  };
  const html = (body: string) => send(200, 'text/html; charset=utf-8', body);
  if (path === '/robots.txt')
    return send(
      200,
      'text/plain',
      `User-agent: *\nDisallow: /admin/\nSitemap: ${TOOLS_SITE}/sitemap.xml\n`,
    );
  if (path === '/sitemap.xml')
    return send(
      200,
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${SITEMAP.map(
        (page) => `<url><loc>${TOOLS_SITE}${page}</loc></url>`,
      ).join('')}</urlset>`,
    );
  if (path === '/')
    return html(
      pageHtml('/', [...MAIN, '/old-offer', '/missing-page', '/admin/login']).replace(
        '</body>',
        '<img src="/images/team.jpg" alt="Our team" width="400" height="300"></body>',
      ),
    );
  if (path === '/services') return html(pageHtml(path, ['/', ...SERVICES]));
  if (path === '/blog') return html(pageHtml(path, ['/', ...POSTS, '/blog?tag=leaks']));
  if (
    SERVICES.includes(path) ||
    POSTS.includes(path) ||
    ['/about', '/contact', '/offer', '/orphan-landing'].includes(path)
  )
    return html(pageHtml(path, ['/', '/services', '/blog']));
  // For the speed test: an image the page asks for by another spelling of this machine, which
  // the browser's checked proxy must refuse.
  if (path === '/speed-probe')
    return html(
      pageHtml(path, ['/']).replace(
        '</body>',
        `<img src="http://127.0.0.1:${TOOLS_SITE_PORT}/probe-pixel.png" alt="probe" width="1" height="1"></body>`,
      ),
    );
  if (path === '/js-app') return html(JS_APP);
  if (path === '/js-app.js') return send(200, 'text/javascript', JS_APP_SCRIPT);
  if (path === '/thank-you')
    return html(pageHtml(path, ['/'], '<meta name="robots" content="noindex">'));
  if (path === '/slow') {
    setTimeout(() => html(pageHtml(path, ['/'])), SLOW_PAGE_MS);
    return;
  }
  if (path === '/old-offer') return send(301, 'text/html', '', { location: '/offer-2025' });
  if (path === '/offer-2025')
    return send(301, 'text/html', '', { location: `${TOOLS_SITE}/offer` });
  const slow = /^\/slow-site\/(\d*)$/.exec(path);
  if (slow) {
    const links = Array.from({ length: 20 }, (_, index) => `/slow-site/${index + 1}`);
    setTimeout(() => html(pageHtml(path, links)), 1_000);
    return;
  }
  send(
    404,
    'text/html; charset=utf-8',
    pageHtml(path, ['/']).replace(/<title>[^<]*/, '<title>Page not found'),
  );
}

/** Starts the site on 127.0.0.1 and, where the machine has IPv6, on ::1 (the names localhost has). */
export async function startToolsFixtureSite(): Promise<() => Promise<void>> {
  const listen = (host: string) =>
    new Promise<Server | undefined>((resolve, reject) => {
      const server = createServer(handle);
      server.once('error', (error: NodeJS.ErrnoException) =>
        host === '::1' && error.code === 'EADDRNOTAVAIL' ? resolve(undefined) : reject(error),
      );
      server.listen(TOOLS_SITE_PORT, host, () => resolve(server));
    });
  const servers = [await listen('127.0.0.1'), await listen('::1')].filter(
    (server) => server !== undefined,
  );
  return async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  };
}
