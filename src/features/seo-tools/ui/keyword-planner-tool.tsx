// The Keyword Planner tool: a seed keyword, an optional service and city in, keyword ideas grouped
// by intent out, to copy or export as CSV. It says plainly that it has no search volumes.
import { useId, useState, type FormEvent } from 'react';
import { pageIndex } from '../../../site/page-index';
import type { KeywordGroup, KeywordIdeasInput } from '../keywords/keyword-ideas';
import { describedBy, FieldError } from './field-error';
import { KeywordIdeaGroups } from './keyword-idea-groups';
import { ToolForm } from './tool-form';
import { ToolResults } from './tool-results';
import { useToolJob } from './use-tool-job';
import type { SeoToolView } from './seo-tool-view';

/**
 * The choices, from the page index the site already loads: importing the planner's own option lists
 * would bring the whole services and places tables into this chunk. A service is passed by name,
 * which the planner resolves for every service (its slugs with a slash, like seo/local, it does not).
 */
// Read at render, not when the module loads: the browser's index may still be a slice then.
const serviceOptions = () =>
  pageIndex.pages
    .filter((page) => page.template === 'service' && page.params?.service)
    .map((page) => ({ slug: page.params?.service ?? '', name: page.title }));
const placeOptions = () =>
  pageIndex.pages
    .filter((page) => page.template === 'location' && page.params?.place)
    .map((page) => ({ slug: page.params?.place ?? '', name: page.label ?? page.title }));

const countIdeas = (groups: KeywordGroup[]) =>
  groups.reduce((sum, group) => sum + group.keywords.length, 0);

function ideasSummary(groups: KeywordGroup[]): string {
  if (groups.length === 0) return 'No ideas: type a seed keyword with letters in it.';
  return `${countIdeas(groups)} keyword ideas in ${groups.length} groups.`;
}

export function KeywordPlannerTool() {
  const id = useId();
  const [input, setInput] = useState<Required<KeywordIdeasInput>>({
    seed: '',
    service: '',
    city: '',
  });
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const { state, run } = useToolJob('keywords');

  const plan = (next: Required<KeywordIdeasInput>) => {
    if (!next.seed.trim() && !next.service) {
      setError('Type a seed keyword, such as “dentist”, “modular kitchen” or “seo”.');
      return;
    }
    setError(undefined);
    setNotice('');
    void run(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    plan(input);
  };

  const trySample = async () => {
    const { SAMPLE_KEYWORD_INPUT } = await import('../sample-inputs');
    const service = serviceOptions().find((option) => option.slug === SAMPLE_KEYWORD_INPUT.service);
    const sample = {
      seed: SAMPLE_KEYWORD_INPUT.seed,
      service: service?.name ?? '',
      city: SAMPLE_KEYWORD_INPUT.city ?? '',
    };
    setInput(sample);
    plan(sample);
  };

  const copy = async (keywords: string[], what: string) => {
    try {
      await navigator.clipboard.writeText(keywords.join('\n'));
      setNotice(`Copied ${what} (${keywords.length}) to the clipboard, one per line.`);
    } catch {
      setNotice(
        'Your browser did not allow copying. Select the keywords and press Ctrl+C instead.',
      );
    }
  };

  const exportCsv = async (groups: KeywordGroup[]) => {
    try {
      // Loaded on the first export: most visits never download a CSV.
      const [{ keywordIdeasToCsv }, { datedFileName, downloadCsv }] = await Promise.all([
        import('../keywords/keyword-ideas'),
        import('./download-csv'),
      ]);
      downloadCsv(datedFileName('keyword-ideas'), keywordIdeasToCsv(groups));
      setNotice(`Saved ${countIdeas(groups)} keyword ideas as a CSV file.`);
    } catch {
      setNotice('The CSV could not be made. Check your connection and try again.');
    }
  };

  const field = (name: keyof KeywordIdeasInput) => `${id}-${name}`;
  const update = (name: keyof KeywordIdeasInput) => (value: string) =>
    setInput((current) => ({ ...current, [name]: value }));
  return (
    <>
      <section className="section tool-no-print" aria-labelledby={`${id}-title`}>
        <div className="tool-layout">
          <ToolForm
            card
            titleId={`${id}-title`}
            title="Find keyword ideas"
            onSubmit={submit}
            submit="Get keyword ideas"
            busy={state.status === 'running'}
            onSample={() => void trySample()}
          >
            <div className="tool-field">
              <label htmlFor={field('seed')} className="tool-label">
                Seed keyword
              </label>
              <p id={`${field('seed')}-help`} className="tool-help">
                What a customer would type to find you: your trade or product, e.g. “dentist”,
                “modular kitchen”, “ca firm”, or one of our services such as “seo”.
              </p>
              <input
                id={field('seed')}
                className="tool-input"
                type="text"
                maxLength={60}
                autoComplete="off"
                value={input.seed}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(field('seed'), error)}
                onChange={(event) => update('seed')(event.target.value)}
              />
              <FieldError id={`${field('seed')}-error`} message={error} />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="tool-field">
                <label htmlFor={field('service')} className="tool-label">
                  Service <span className="tool-optional">(optional)</span>
                </label>
                <p id={`${field('service')}-help`} className="tool-help">
                  Adds ideas such as “seo for dentist in pune”.
                </p>
                <select
                  id={field('service')}
                  className="tool-input"
                  value={input.service}
                  aria-describedby={`${field('service')}-help`}
                  onChange={(event) => update('service')(event.target.value)}
                >
                  <option value="">No service</option>
                  {serviceOptions().map((option) => (
                    <option key={option.slug} value={option.name}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="tool-field">
                <label htmlFor={field('city')} className="tool-label">
                  City or region <span className="tool-optional">(optional)</span>
                </label>
                <p id={`${field('city')}-help`} className="tool-help">
                  Adds local searches and spellings such as Bengaluru or Gurugram.
                </p>
                <select
                  id={field('city')}
                  className="tool-input"
                  value={input.city}
                  aria-describedby={`${field('city')}-help`}
                  onChange={(event) => update('city')(event.target.value)}
                >
                  <option value="">All of India</option>
                  {placeOptions().map((option) => (
                    <option key={option.slug} value={option.slug}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </ToolForm>
          <div className="tool-aside">
            <h2 className="text-lg font-bold">No search volumes, on purpose</h2>
            <p className="tool-disclaimer">
              This planner shows no search volumes, competition or cost-per-click: those figures
              belong to Google, and the tool sends nothing to Google or anyone else. Treat the ideas
              as a shortlist and check the ones you like in Google Keyword Planner or Search Console
              before you spend money on them.
            </p>
            <p className="tool-help">
              Ideas are written the way people in India search: “near me”, “price list”, “kya hai”,
              city names and their other spellings. The sample is a Pune modular kitchen studio.
            </p>
          </div>
        </div>
      </section>
      <ToolResults
        title="Keyword ideas"
        state={state}
        working="Writing keyword ideas…"
        summary={ideasSummary}
        actions={(groups) =>
          groups.length > 0 && (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  void copy(
                    groups.flatMap((group) => group.keywords),
                    'all ideas',
                  )
                }
              >
                Copy all
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void exportCsv(groups)}
              >
                Export CSV
              </button>
            </>
          )
        }
      >
        {(groups) => (
          <>
            <p className="tool-status" aria-live="polite">
              {notice}
            </p>
            <p className="text-sm text-muted">
              Ideas only, with no search volumes: check the promising ones in Google Keyword Planner
              before you build pages or spend on ads for them.
            </p>
            <KeywordIdeaGroups
              groups={groups}
              onCopy={(keywords, what) => void copy(keywords, what)}
            />
          </>
        )}
      </ToolResults>
    </>
  );
}

export const keywordPlannerTool: SeoToolView = {
  View: KeywordPlannerTool,
  cta: {
    title: 'Turn keyword ideas into rankings',
    text: 'We check real search volumes and competition for your ideas, map them to pages and write the content. Get a keyword strategy proposal for your city.',
  },
};
