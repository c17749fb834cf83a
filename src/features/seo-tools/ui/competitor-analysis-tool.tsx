// The Competitor Analysis tool: two or three pages side by side on the analyzer's measures, with
// who wins each row. Each page comes from its address (our server fetches it) or from its pasted
// or uploaded HTML. The comparison runs in the tools' Web Worker.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ComparisonResult } from '../analysis/competitor-comparison';
import { HtmlSourceField } from './html-source-field';
import { htmlProblem } from './html-problem';
import { fetchableUrl } from './typed-address';
import { ToolForm } from './tool-form';
import { ToolResults } from './tool-results';
import { useToolJob } from './use-tool-job';
import { lazyView } from './lazy-view';
import type { SeoToolView } from './seo-tool-view';

interface Entry {
  key: number;
  name: string;
  html: string;
}

const MAX_PAGES = 3;
const PLACEHOLDERS = ['Your page', 'Competitor 1', 'Competitor 2'];

const results = lazyView(() => import('./comparison-results').then((m) => m.ComparisonResults));

function resultSummary(result: ComparisonResult): string {
  if (!result.ok) return result.error.message;
  const { pages, rows, wins } = result.comparison;
  const decided = rows.filter((row) => row.outcome === 'win').length;
  const tally = pages.map((page, index) => `${page.name} ${wins[index] ?? 0}`).join(', ');
  return `Rows won out of ${decided}: ${tally}.`;
}

export function CompetitorAnalysisTool() {
  const id = useId();
  const nextKey = useRef(2);
  const [entries, setEntries] = useState<Entry[]>([
    { key: 0, name: '', html: '' },
    { key: 1, name: '', html: '' },
  ]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [fetching, setFetching] = useState(false);
  const { state, run } = useToolJob('compare');

  const change = (key: number, fields: Partial<Entry>) =>
    setEntries((list) =>
      list.map((entry) => (entry.key === key ? { ...entry, ...fields } : entry)),
    );

  const compare = (pages: Entry[]) => {
    const found: Record<number, string> = {};
    pages.forEach((page, index) => {
      const problem = htmlProblem(page.html, page.name.trim() || PLACEHOLDERS[index]);
      if (problem) found[page.key] = problem;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void results.preload();
    void run({
      pages: pages.map((page, index) => ({
        name: page.name.trim() || (PLACEHOLDERS[index] ?? `Page ${index + 1}`),
        html: page.html,
      })),
    });
  };

  /** Fetches, through our server, each page given by its address alone; then compares. */
  const fetchAndCompare = async (pages: Entry[]) => {
    const wanted = pages.filter((page) => !page.html.trim() && fetchableUrl(page.name));
    if (wanted.length === 0) return compare(pages);
    setFetching(true);
    setErrors({});
    void results.preload();
    const client = await import('../api/tools-api-client').catch(() => undefined);
    const answers = await Promise.all(
      wanted.map((page) => client?.fetchPageByAddress(fetchableUrl(page.name) ?? '')),
    );
    setFetching(false);
    const found: Record<number, string> = {};
    const filled = pages.map((page) => {
      const index = wanted.indexOf(page);
      if (index < 0) return page;
      const answer = answers[index];
      if (answer?.ok && answer.value.html !== undefined)
        return { ...page, html: answer.value.html };
      found[page.key] = !answer
        ? 'The address check could not load. Check your connection and try again.'
        : answer.ok
          ? (answer.value.skipped ?? 'The address did not answer with a web page.')
          : answer.message;
      return page;
    });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    compare(filled);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetchAndCompare(entries);
  };

  const trySample = async () => {
    const { SAMPLE_COMPARISON_PAGES } = await import('../analysis/sample-competitor-pages');
    const samples = SAMPLE_COMPARISON_PAGES.map((page, index) => ({ key: index + 10, ...page }));
    nextKey.current = 20;
    setEntries(samples);
    compare(samples);
  };

  return (
    <>
      <section className="section tool-no-print" aria-labelledby={`${id}-title`}>
        <ToolForm
          card
          titleId={`${id}-title`}
          title="Pages to compare"
          onSubmit={submit}
          submit="Compare pages"
          busy={state.status === 'running' || fetching}
          more={
            entries.length < MAX_PAGES && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  setEntries((list) => [...list, { key: nextKey.current++, name: '', html: '' }])
                }
              >
                Add a third page
              </button>
            )
          }
          onSample={() => void trySample()}
        >
          <p className="tool-help">
            Give the addresses of your page and one or two competitors’ pages for the same search,
            e.g. the sites above you for “modular kitchen in Pune”: our server fetches them. Or type
            a name and paste each page’s source (open it, press Ctrl+U on a computer or put
            view-source: before its address in Chrome on a phone, copy all), which never leaves your
            browser.
          </p>
          <div
            className={`grid gap-6 ${entries.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2'}`}
          >
            {entries.map((entry, index) => {
              const fieldId = `${id}-page-${entry.key}`;
              return (
                <fieldset key={entry.key} className="tool-fieldset">
                  <legend className="tool-label">{PLACEHOLDERS[index]}</legend>
                  <div className="tool-field">
                    <label htmlFor={`${fieldId}-name`} className="text-sm font-medium">
                      Name or address
                    </label>
                    <p id={`${fieldId}-name-help`} className="tool-help">
                      An address such as https://www.example.in/ is fetched when the HTML below is
                      empty.
                    </p>
                    <input
                      id={`${fieldId}-name`}
                      className="tool-input"
                      type="text"
                      autoComplete="off"
                      placeholder={PLACEHOLDERS[index]}
                      aria-describedby={`${fieldId}-name-help`}
                      value={entry.name}
                      onChange={(event) => change(entry.key, { name: event.target.value })}
                    />
                  </div>
                  <HtmlSourceField
                    id={`${fieldId}-html`}
                    label="HTML"
                    help="Or paste the page source, or upload its .html file. Up to 2 MB."
                    value={entry.html}
                    rows={6}
                    error={errors[entry.key]}
                    onChange={(html) => change(entry.key, { html })}
                    onFile={(name) => (entry.name ? undefined : change(entry.key, { name }))}
                  />
                  {index === 2 && (
                    <button
                      type="button"
                      className="btn btn-secondary self-start"
                      onClick={() => setEntries((list) => list.slice(0, 2))}
                    >
                      Remove the third page
                    </button>
                  )}
                </fieldset>
              );
            })}
          </div>
        </ToolForm>
      </section>
      <ToolResults
        title="Side-by-side comparison"
        state={fetching ? { status: 'running' } : state}
        working={fetching ? 'Fetching the pages…' : 'Comparing the pages in your browser…'}
        summary={resultSummary}
      >
        {(result) => <results.Component result={result} />}
      </ToolResults>
    </>
  );
}

export const competitorAnalysisTool: SeoToolView = {
  View: CompetitorAnalysisTool,
  cta: {
    title: 'Ready to outrank your competitors?',
    text: 'We analyse the sites above you in Google for your services and city, and plan the pages, content and links to overtake them. Get a free proposal.',
  },
};
