import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  disposeSeoToolsWorker,
  runInWorker,
} from '../../../../src/features/seo-tools/worker/worker-client';
import { handleWorkerMessage } from '../../../../src/features/seo-tools/worker/seo-tools-tasks';

/** Stands in for the browser's Worker: answers with the real handler, asynchronously. */
class AnsweringWorker extends EventTarget {
  static created = 0;
  constructor(
    public url: URL,
    public options: WorkerOptions,
  ) {
    super();
    AnsweringWorker.created += 1;
  }
  postMessage(message: unknown) {
    setTimeout(
      () => this.dispatchEvent(new MessageEvent('message', { data: handleWorkerMessage(message) })),
      0,
    );
  }
  terminate() {}
}

/** A worker whose script fails to load: it fires "error" and never answers. */
class BrokenWorker extends EventTarget {
  postMessage() {
    setTimeout(() => this.dispatchEvent(new Event('error')), 0);
  }
  terminate() {}
}

afterEach(() => {
  disposeSeoToolsWorker();
  vi.unstubAllGlobals();
});

describe('runInWorker', () => {
  it('runs on the main thread where there is no Worker (Node, prerendering)', async () => {
    expect(typeof Worker).toBe('undefined');
    const groups = await runInWorker('keywords', { seed: 'seo', city: 'delhi' });
    expect(groups[0]?.keywords).toContain('seo company in delhi');
  });

  it('sends jobs to one module worker and matches answers to requests', async () => {
    vi.stubGlobal('Worker', AnsweringWorker);
    AnsweringWorker.created = 0;
    const [report, ideas] = await Promise.all([
      runInWorker('analyze', { html: '<title>Sharma Sweets, Karol Bagh</title>' }),
      runInWorker('keywords', { seed: 'ppc' }),
    ]);
    expect(report.measures.title.value).toBe('Sharma Sweets, Karol Bagh');
    expect(ideas.map((g) => g.intent)).toContain('comparisons');
    expect(AnsweringWorker.created).toBe(1);
  });

  it('creates the worker from the worker module with type module', async () => {
    const seen: AnsweringWorker[] = [];
    vi.stubGlobal(
      'Worker',
      class extends AnsweringWorker {
        constructor(url: URL, options: WorkerOptions) {
          super(url, options);
          seen.push(this);
        }
      },
    );
    await runInWorker('keywords', { seed: 'seo' });
    expect(seen[0]?.url.pathname).toMatch(/seo-tools\.worker\.ts$/);
    expect(seen[0]?.options).toEqual({ type: 'module' });
  });

  it('falls back to the main thread when the worker fails to load', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const result = await runInWorker('compare', { pages: [] });
    expect(result.ok).toBe(false);
  });

  it('rejects with the worker’s error message when a job fails', async () => {
    vi.stubGlobal(
      'Worker',
      class extends AnsweringWorker {
        override postMessage(message: unknown) {
          const { id } = message as { id: number };
          setTimeout(
            () =>
              this.dispatchEvent(
                new MessageEvent('message', { data: { id, error: 'Out of memory' } }),
              ),
            0,
          );
        }
      },
    );
    await expect(runInWorker('analyze', { html: '' })).rejects.toThrow('Out of memory');
  });
});

describe('seo-tools.worker', () => {
  it('answers each message it receives through postMessage', async () => {
    let listener: ((event: { data: unknown }) => void) | undefined;
    const posted: unknown[] = [];
    vi.stubGlobal('self', {
      addEventListener: (_type: string, fn: (event: { data: unknown }) => void) => (listener = fn),
      postMessage: (message: unknown) => posted.push(message),
    });
    await import('../../../../src/features/seo-tools/worker/seo-tools.worker');
    listener?.({ data: { id: 1, kind: 'har', payload: { json: 'not json' } } });
    expect(posted).toEqual([{ id: 1, result: expect.objectContaining({ ok: false }) }]);
  });
});
