// POST /api/tools/render with a real Chromium (needs /usr/bin/chromium or CHROMIUM_PATH; run as
// root, Chromium runs as `nobody`) against a loopback site: a page that arrives as an empty app
// root and is drawn by its script has its words, heading and links in the rendered document; a
// refused address is answered before any browser or connection; a page that never finishes
// loading is stopped within the time cap. Without Chromium the route says it is not available.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { RENDER_LOAD_MS } from '../../../server/tools/page-render';
import { RENDER_TIMEOUT_MS } from '../../../server/tools/render-route';
import { createToolsService } from '../../../server/tools/tools-service';
import { readToolsConfig } from '../../../server/tools/tools-config';
import type { RenderResponse } from '../../../shared/tools-api-contract';
import { analyzeHtml } from '../../../src/features/seo-tools/analysis/html-analysis';
import { makeFixtureDist } from '../fixture-dist';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const WORDS = Array.from({ length: 40 }, () => 'Same day plumbing in Pune.').join(' ');

const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Plumbers in Pune</title></head>
<body><div id="root"></div><script src="/app.js"></script></body></html>`;

const APP = `const root = document.getElementById('root');
root.innerHTML = '<h1>Plumbers in Pune</h1><p>${WORDS}</p>'
  + '<a href="/contact">Contact</a> <a href="https://example.com/">Partner</a>';`;

/** Never answers: a page that waits for it never fires its load event. */
const NEVER_LOADS = `<!doctype html><html><head><title>Slow</title></head>
<body><div id="root"></div><img src="/hang" alt=""><script>document.title = 'Still loading';</script></body></html>`;

let site: LoopbackServer;
const apps: FastifyInstance[] = [];

async function server(chromiumPath: string | undefined) {
  const tools = createToolsService({
    config: readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${site.port}` }),
    resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8 },
    chromiumPath,
  });
  const app = await buildApp({
    distDir: makeFixtureDist(),
    trustProxy: false,
    extend: tools.register,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  site = await startLoopbackServer((request, response) => {
    if (request.url === '/hang') return; // never answered
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      return response.end(APP);
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/never-loads' ? NEVER_LOADS : SHELL);
  });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await site?.close();
});

const render = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'POST', url: '/api/tools/render', payload: { url } });

describe('POST /api/tools/render without Chromium', () => {
  it('answers 501 with a plain sentence, and starts nothing', async () => {
    const app = await server(undefined);
    const before = site.connections();
    const response = await render(app, `http://localhost:${site.port}/`);
    expect(response.statusCode).toBe(501);
    expect(response.json<{ message: string }>().message).toBe(
      'Rendering pages in a browser is not available on this server.',
    );
    expect(site.connections()).toBe(before);
  });
});

describe.skipIf(!existsSync(CHROMIUM))(`POST /api/tools/render in ${CHROMIUM}`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server(CHROMIUM);
  });

  it('returns the page as its script drew it: the words, h1 and links the shell lacks', async () => {
    const url = `http://localhost:${site.port}/`;
    const response = await render(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<RenderResponse>();
    expect(page.finalUrl).toBe(url);
    expect(page.renderMs).toBeLessThan(RENDER_TIMEOUT_MS);

    const before = analyzeHtml(SHELL, { url }).measures;
    const after = analyzeHtml(page.html, { url }).measures;
    expect(before.keywords.wordCount).toBeLessThan(5);
    expect(before.headings).toEqual([]);
    expect(after.keywords.wordCount).toBeGreaterThanOrEqual(200);
    expect(after.headings).toEqual([{ level: 1, text: 'Plumbers in Pune' }]);
    expect(after.title.value).toBe('Plumbers in Pune');
    expect(after.links.internal).toBe(1);
    expect(after.links.external).toBe(1);
  }, 30_000);

  it.each([`http://127.0.0.1:SITE/`, 'http://[::1]:SITE/', 'http://127.1/'])(
    'refuses %s before starting a browser or connecting',
    async (spelling) => {
      const before = site.connections();
      const started = Date.now();
      const response = await render(app, spelling.replace('SITE', String(site.port)));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^We can only check public/);
      expect(site.connections()).toBe(before);
      // Far less than a browser's start.
      expect(Date.now() - started).toBeLessThan(500);
    },
  );

  it('stops a page that never finishes loading within the time cap, with a reason', async () => {
    const started = Date.now();
    const response = await render(app, `http://localhost:${site.port}/never-loads`);
    const took = Date.now() - started;
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toBe(
      `The page did not finish loading in Chromium within ${RENDER_LOAD_MS / 1000} seconds.`,
    );
    expect(took).toBeGreaterThanOrEqual(RENDER_LOAD_MS);
    expect(took).toBeLessThan(RENDER_TIMEOUT_MS + 2_000);
  }, 30_000);
});
