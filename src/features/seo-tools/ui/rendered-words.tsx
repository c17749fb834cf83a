// Inside a "Rendered by JavaScript" finding (the analyzer's, or a crawled page's in the audit):
// asks our server to draw the page in Chromium, analyses the drawn document in the tools' worker
// by the same rules as the HTML that arrived, and shows the words before and after rendering, the
// rendered h1 and what the difference means. Renders go one after another (the server draws one
// page at a time for a visitor). A polite status says it is working; a server without Chromium
// (or none at all) shows nothing; a failure says why in one sentence. Loaded on first use (lazy-rendered-words.tsx).
import { useEffect, useState } from 'react';
import type { PageMeasures } from '../analysis/page-measures';
import { compareRendering, type RenderingComparison } from '../analysis/rendering-comparison';
import { runInWorker } from '../worker/worker-client';

type RenderState =
  | { status: 'rendering' }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string }
  | { status: 'done'; comparison: RenderingComparison };

/** The last render asked for: the next one starts when it has ended. */
let previous: Promise<unknown> = Promise.resolve();

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = previous.then(task, task);
  previous = run.catch(() => undefined);
  return run;
}

const FAILED = 'We could not draw the page in a browser to count its words after rendering.';

export interface RenderedWordsProps {
  /** The page's address; give the component `key={url}` too: a new address is a new render. */
  url: string;
  /** The page as it arrived. */
  before: PageMeasures;
}

export function RenderedWords({ url, before }: RenderedWordsProps) {
  const [state, setState] = useState<RenderState>({ status: 'rendering' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const render = async (): Promise<RenderState> => {
      const { renderPage } = await import('../api/tools-api-client');
      const answer = await renderPage(url, signal);
      if (!answer.ok)
        return answer.unreachable
          ? { status: 'unavailable' }
          : { status: 'failed', message: `${FAILED} ${answer.message}` };
      const drawn = await runInWorker('analyze', {
        html: answer.value.html,
        url: answer.value.finalUrl,
      });
      return { status: 'done', comparison: compareRendering(before, drawn) };
    };
    const show = (next: RenderState) => {
      if (!signal.aborted) setState(next);
    };
    inTurn(render).then(show, () => show({ status: 'failed', message: FAILED }));
    return () => controller.abort();
  }, [url, before]);

  if (state.status === 'unavailable') return null;
  const comparison = state.status === 'done' ? state.comparison : undefined;
  return (
    <div className="rendered-words">
      <p role="status">
        {state.status === 'rendering' &&
          'Drawing the page in a browser on our server, to count its words after rendering…'}
        {state.status === 'failed' && state.message}
        {comparison && (
          <>
            Words before rendering:{' '}
            <strong>{comparison.wordsBefore.toLocaleString('en-IN')}</strong>; after rendering in
            Chromium: <strong>{comparison.wordsAfter.toLocaleString('en-IN')}</strong>.
          </>
        )}
      </p>
      {comparison && (
        <>
          <p>
            {comparison.h1After.length === 0
              ? 'No h1 heading, even after rendering.'
              : `Main heading after rendering: ${comparison.h1After.map((text) => `“${text}”`).join(', ')}.`}
          </p>
          <p>
            Links before rendering: {comparison.linksBefore.toLocaleString('en-IN')}; after
            rendering: {comparison.linksAfter.toLocaleString('en-IN')}.
          </p>
          <p className="text-muted">{comparison.explanation}</p>
        </>
      )}
    </div>
  );
}
