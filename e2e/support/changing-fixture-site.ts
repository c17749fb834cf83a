// A four-page site served on loopback for the audit's comparison with the last crawl (the e2e
// server may fetch it because playwright.config.ts lists it in TOOLS_ALLOW_HOSTS). Its owner "fixes"
// it between crawls: in the first version /about has no h1 and /contact has one; in the second,
// /about has its h1 and /contact has lost its own.
import { createServer, type Server } from 'node:http';

export const CHANGING_SITE_PORT = Number(process.env.E2E_CHANGING_SITE_PORT ?? 4397);
export const CHANGING_SITE = `http://localhost:${CHANGING_SITE_PORT}`;

const PAGES = ['/', '/about', '/services', '/contact'];

export interface ChangingSite {
  /** Which version the site serves from now on. */
  setVersion(version: 1 | 2): void;
  stop(): Promise<void>;
}

function pageHtml(path: string, withH1: boolean): string {
  const title = `${path === '/' ? 'Home' : path.slice(1)} | Kothrud Dental Care`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${title}: check-ups, fillings and braces in Kothrud, Pune, open six days a week.">
<link rel="canonical" href="${CHANGING_SITE}${path}"></head><body>${withH1 ? `<h1>${title}</h1>` : ''}
<p>Gentle dental care for families in Kothrud and Karve Nagar, with clear prices before any treatment.</p>
<nav>${PAGES.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav></body></html>`;
}

/** Starts the site on 127.0.0.1 and, where the machine has IPv6, on ::1 (the names localhost has). */
export async function startChangingSite(): Promise<ChangingSite> {
  let version: 1 | 2 = 1;
  const handle: Parameters<typeof createServer>[1] = (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (path === '/robots.txt')
      return send(
        200,
        'text/plain',
        `User-agent: *\nAllow: /\nSitemap: ${CHANGING_SITE}/sitemap.xml\n`,
      );
    if (path === '/sitemap.xml')
      return send(
        200,
        'application/xml',
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${PAGES.map(
          (page) => `<url><loc>${CHANGING_SITE}${page}</loc></url>`,
        ).join('')}</urlset>`,
      );
    if (!PAGES.includes(path)) return send(404, 'text/html', '<title>Not found</title>');
    const withH1 = version === 1 ? path !== '/about' : path !== '/contact';
    send(200, 'text/html; charset=utf-8', pageHtml(path, withH1));
  };
  const listen = (host: string) =>
    new Promise<Server | undefined>((resolve, reject) => {
      const server = createServer(handle);
      server.once('error', (error: NodeJS.ErrnoException) =>
        host === '::1' && error.code === 'EADDRNOTAVAIL' ? resolve(undefined) : reject(error),
      );
      server.listen(CHANGING_SITE_PORT, host, () => resolve(server));
    });
  const servers = [await listen('127.0.0.1'), await listen('::1')].filter(
    (server) => server !== undefined,
  );
  return {
    setVersion: (next) => {
      version = next;
    },
    stop: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
