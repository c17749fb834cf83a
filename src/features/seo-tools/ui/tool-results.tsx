// The results area of an SEO tool: a polite live region that says what is happening (working,
// finished, failed) and, once there are results, a heading that takes focus so keyboard and
// screen-reader users land on them.
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import type { JobState } from './use-tool-job';

interface Props<R> {
  title: string;
  state: JobState<R>;
  /** Shown and spoken while the job runs. */
  working: string;
  /** One sentence about a result, spoken when it arrives. */
  summary: (result: R) => string;
  /** Buttons shown next to the heading (print, export). */
  actions?: (result: R) => ReactNode;
  children: (result: R) => ReactNode;
  /**
   * Keep a screen's height for the results from the moment a job starts, so nothing below them
   * moves when a slow result arrives (a layout shift the visitor did not cause).
   */
  reserve?: boolean;
}

/** The finished summary repeats what the results show, so it is only spoken, not shown. */
const STATUS_CLASS: Record<JobState<unknown>['status'], string> = {
  idle: 'tool-status',
  running: 'tool-status',
  done: 'sr-only',
  failed: 'tool-status tool-error',
};

function statusText<R>(state: JobState<R>, working: string, summary: (result: R) => string) {
  if (state.status === 'running') return working;
  if (state.status === 'done') return summary(state.result);
  return state.status === 'failed' ? state.message : '';
}

export function ToolResults<R>({
  title,
  state,
  working,
  summary,
  actions,
  children,
  reserve,
}: Props<R>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const resultKey = state.status === 'done' ? state.serial : undefined;
  useEffect(() => {
    if (resultKey !== undefined) heading.current?.focus();
  }, [resultKey]);
  const busy = state.status === 'running';
  return (
    <section
      className={`container-page tool-results${state.status === 'idle' ? '' : ' pb-10'}${reserve && state.status !== 'idle' ? ' tool-results-reserved' : ''}`}
      aria-labelledby={state.status === 'done' ? headingId : undefined}
      aria-busy={busy}
    >
      <p className={STATUS_CLASS[state.status]} aria-live="polite">
        {busy && <span className="spinner" aria-hidden="true" />}
        {statusText(state, working, summary)}
      </p>
      {state.status === 'done' && (
        <>
          <div className="tool-results-head">
            <h2 id={headingId} ref={heading} tabIndex={-1} className="section-title">
              {title}
            </h2>
            {actions && (
              <div className="tool-no-print flex flex-wrap gap-3">{actions(state.result)}</div>
            )}
          </div>
          <Suspense fallback={<p className="tool-status mt-6">Preparing the report…</p>}>
            {children(state.result)}
          </Suspense>
        </>
      )}
    </section>
  );
}
