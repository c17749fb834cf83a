// The SEO tools' module Web Worker: runs analyses off the main thread so typing never stutters.
// Created by worker-client.ts with new Worker(new URL('./seo-tools.worker.ts', import.meta.url)).
import { handleWorkerMessage } from './seo-tools-tasks';

/** The few worker-scope members used here; the project's TypeScript lib is DOM, not WebWorker. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  scope.postMessage(handleWorkerMessage(event.data));
});
