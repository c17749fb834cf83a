import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { __vitePreload as verifiedPreload } from '../../src/lib/verified-preload';

type Preload = typeof verifiedPreload;

const ORIGIN = 'https://reachmark.test';
let fetchMock: ReturnType<typeof vi.fn>;
let pageFiles: string[];
let preload: Preload;

const answer = (status: number) =>
  Promise.resolve({
    ok: status < 400,
    status,
    arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)),
  });
const fetched = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(async () => {
  pageFiles = [];
  fetchMock = vi.fn(() => answer(200));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('HTMLLinkElement', class {});
  vi.stubGlobal('document', {
    baseURI: `${ORIGIN}/about`,
    styleSheets: [],
    querySelectorAll: () => pageFiles.map((src) => ({ src })),
  });
  vi.resetModules();
  ({ __vitePreload: preload } = await import('../../src/lib/verified-preload'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('__vitePreload', () => {
  it('reports a failure only once every fetch of the graph has ended', async () => {
    let finishSlow!: () => void;
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('slow-b.js')
        ? new Promise((resolve) => (finishSlow = () => resolve(answer(200))))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    let settled = false;
    const loading = preload(
      () => Promise.resolve('module'),
      ['assets/fails-a.js', 'assets/slow-b.js'],
    ).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    finishSlow();
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', failure: 'offline' });
  });

  it('fetches every file of the graph, then imports', async () => {
    const module = { default: 'template' };
    const load = vi.fn(() => {
      expect(fetched()).toEqual([`${ORIGIN}/assets/page-a.js`, `${ORIGIN}/assets/shared-b.js`]);
      return Promise.resolve(module);
    });
    await expect(preload(load, ['assets/page-a.js', 'assets/shared-b.js'])).resolves.toBe(module);
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not import when a file is missing, and says so; a later call fetches again', async () => {
    fetchMock.mockImplementation((url: string) => answer(url.endsWith('shared-b.js') ? 404 : 200));
    const load = vi.fn(() => Promise.resolve('module'));
    const failure = await preload(load, ['assets/page-a.js', 'assets/shared-b.js']).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: 'ChunkLoadError', failure: 'missing' });
    expect(load).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => answer(200));
    await expect(preload(load, ['assets/page-a.js', 'assets/shared-b.js'])).resolves.toBe('module');
    // page-a arrived the first time and is not fetched again; shared-b is.
    expect(fetched().filter((url) => url.endsWith('page-a.js'))).toHaveLength(1);
    expect(fetched().filter((url) => url.endsWith('shared-b.js'))).toHaveLength(2);
  });

  it('reports a dropped connection as offline, without importing', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const load = vi.fn(() => Promise.resolve('module'));
    const failure = await preload(load, ['assets/page-a.js']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ChunkLoadError', failure: 'offline' });
    expect(load).not.toHaveBeenCalled();
  });

  it('does not fetch files the page already names, nor one file twice at once', async () => {
    pageFiles = [`${ORIGIN}/assets/entry.js`];
    const load = () => Promise.resolve('module');
    await Promise.all([
      preload(load, ['assets/entry.js', 'assets/page-a.js']),
      preload(load, ['assets/page-a.js']),
    ]);
    expect(fetched()).toEqual([`${ORIGIN}/assets/page-a.js`]);
  });

  it('reports a failing module loader as an import failure, and checks its files afresh next time', async () => {
    pageFiles = [`${ORIGIN}/assets/entry.js`];
    const broken = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const failure = await preload(broken, ['assets/entry.js']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ChunkLoadError', failure: 'import' });
    expect(fetched()).toEqual([]);
    await preload(() => Promise.resolve('module'), ['assets/entry.js']);
    expect(fetched()).toEqual([`${ORIGIN}/assets/entry.js`]);
  });

  it('imports at once when there are no files to check', async () => {
    await expect(preload(() => Promise.resolve('module'))).resolves.toBe('module');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
