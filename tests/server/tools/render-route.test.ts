// POST /api/tools/render with a stand-in for the browser: the render holds the server's browser
// slot, the one local Lighthouse runs hold (a visitor whose speed test holds it is told so, and
// nothing is drawn), the slot is given back whatever the render's end, and the route's deadline
// stops a render that never ends, with a message. Addresses resolve in a test resolver only.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryState } from '../../../server/shared-state/shared-state';
import { RenderError, type PageRender } from '../../../server/tools/page-render';
import { renderRoute } from '../../../server/tools/render-route';
import { browserSlot } from '../../../server/tools/speed-runner';
import { createToolLimits } from '../../../server/tools/tool-limits';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { loopbackResolver } from './loopback-server';

const URL = 'http://localhost:4399/app';
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function serve(render: PageRender, timeoutMs?: number) {
  const slot = browserSlot(createMemoryState(), {});
  const app = Fastify();
  await app.register(renderRoute, {
    config: readToolsConfig({ TOOLS_ALLOW_HOSTS: 'localhost:4399' }),
    limits: createToolLimits({ requestsPerMinute: 100, maxCrawls: 1, maxFetches: 1 }),
    resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    render,
    slot,
    timeoutMs,
  });
  apps.push(app);
  const post = () =>
    app.inject({ method: 'POST', url: '/api/tools/render', payload: { url: URL } });
  return { slot, post };
}

describe('POST /api/tools/render', () => {
  it('holds the browser slot while it draws, and gives it back', async () => {
    let heldWhileDrawing = 0;
    const { slot, post } = await serve(async (url) => {
      heldWhileDrawing = slot.held();
      return { finalUrl: url, html: '<h1>Drawn</h1>' };
    });
    const response = await post();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ finalUrl: URL, html: '<h1>Drawn</h1>' });
    expect(heldWhileDrawing).toBe(1);
    expect(slot.held()).toBe(0);
  });

  it('tells a visitor whose speed test holds the browser to wait, and draws nothing', async () => {
    let drawn = 0;
    const { slot, post } = await serve(async (url) => {
      drawn += 1;
      return { finalUrl: url, html: '' };
    });
    // inject() comes from 127.0.0.1: the same visitor as the speed test's.
    const release = await slot.acquire('127.0.0.1');
    const response = await post();
    expect(response.statusCode).toBe(429);
    expect(response.json<{ message: string }>().message).toMatch(
      /^A speed test you started is still running/,
    );
    expect(drawn).toBe(0);
    release();
    expect((await post()).statusCode).toBe(200);
  });

  it('passes on a failure meant for the visitor, and gives the slot back', async () => {
    const { slot, post } = await serve(async () => {
      throw new RenderError('The page answered error 500 in Chromium.');
    });
    const response = await post();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'The page answered error 500 in Chromium.' });
    expect(slot.held()).toBe(0);
  });

  it('stops a render that outlives the deadline, with a message', async () => {
    let stopped = false;
    const { slot, post } = await serve(
      (_url, signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            stopped = true;
            reject(new Error('aborted'));
          }),
        ),
      300,
    );
    const started = Date.now();
    const response = await post();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The page was not drawn within 0.3 seconds in Chromium, so it was stopped.',
    });
    expect(stopped).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(slot.held()).toBe(0);
  });
});
