// Runs SEO tool jobs in the tools' Web Worker for a form and keeps the state the form shows: idle,
// running, done (with a serial that changes on every result) or failed. A newer run wins: the late
// answer of an older one is dropped.
import { useCallback, useRef, useState } from 'react';
import type { SeoToolKind, TaskPayload, TaskResult } from '../worker/seo-tools-tasks';
import { runInWorker } from '../worker/worker-client';

export type JobState<R> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: R; serial: number }
  | { status: 'failed'; message: string };

export interface ToolJob<K extends SeoToolKind> {
  state: JobState<TaskResult<K>>;
  run: (payload: TaskPayload<K>) => Promise<void>;
}

export function useToolJob<K extends SeoToolKind>(kind: K): ToolJob<K> {
  const [state, setState] = useState<JobState<TaskResult<K>>>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    (payload: TaskPayload<K>) => {
      const serial = ++latest.current;
      setState({ status: 'running' });
      return runInWorker(kind, payload).then(
        (result) => {
          if (serial === latest.current) setState({ status: 'done', result, serial });
        },
        (error: unknown) => {
          if (serial !== latest.current) return;
          const reason = error instanceof Error ? ` (${error.message})` : '';
          setState({
            status: 'failed',
            message: `The analysis could not run in your browser${reason}. Reload the page and try again.`,
          });
        },
      );
    },
    [kind],
  );
  return { state, run };
}
