// Runs an SEO tool job in the tools' Web Worker and resolves with its result; falls back to the main
// thread where workers are unavailable (prerendering, tests, old browsers) or fail to start.
// SSR-safe: nothing touches window or Worker until the first job is run.
import type { SeoToolKind, TaskPayload, TaskResult, WorkerResponse } from './seo-tools-tasks';

interface Pending {
  kind: SeoToolKind;
  payload: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Runs the job here instead; the engines are loaded only when first needed, as a separate chunk. */
async function runOnMainThread<K extends SeoToolKind>(
  kind: K,
  payload: TaskPayload<K>,
): Promise<TaskResult<K>> {
  const { runTask } = await import('./seo-tools-tasks');
  return runTask(kind, payload);
}

/** A worker that cannot load (blocked script, offline without the chunk) hands its jobs to the main thread. */
function abandonWorker(): void {
  worker?.terminate();
  worker = null;
  const jobs = [...pending.values()];
  pending.clear();
  for (const job of jobs) {
    runOnMainThread(job.kind, job.payload as never).then(job.resolve, job.reject);
  }
}

function onMessage(event: MessageEvent<WorkerResponse>): void {
  const job = pending.get(event.data.id);
  if (!job) return;
  pending.delete(event.data.id);
  if ('error' in event.data) job.reject(new Error(event.data.error));
  else job.resolve(event.data.result);
}

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./seo-tools.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', abandonWorker);
    worker.addEventListener('messageerror', abandonWorker);
  } catch {
    worker = null;
  }
  return worker;
}

export function runInWorker<K extends SeoToolKind>(
  kind: K,
  payload: TaskPayload<K>,
): Promise<TaskResult<K>> {
  const target = getWorker();
  if (!target) return runOnMainThread(kind, payload);
  return new Promise<TaskResult<K>>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { kind, payload, resolve: resolve as (value: unknown) => void, reject });
    try {
      target.postMessage({ id, kind, payload });
    } catch {
      // The payload could not be cloned (e.g. it holds a function): run it here rather than fail.
      pending.delete(id);
      runOnMainThread(kind, payload).then(resolve, reject);
    }
  });
}

/** Stops the worker; the next job starts a fresh one. For tests and for leaving the tools pages. */
export function disposeSeoToolsWorker(): void {
  worker?.terminate();
  worker = undefined;
  for (const job of pending.values()) job.reject(new Error('The SEO tools worker was stopped.'));
  pending.clear();
}
