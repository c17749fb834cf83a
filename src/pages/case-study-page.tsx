// One case study (/case-studies/<slug>): the headline results as a before/after chart beside the
// introduction, the client and engagement facts, the challenge, the approach step by step, every
// result in a table, the client's words, the lessons and the services used. The story is its own
// chunk, loaded before the page renders. Its figures and the client's words are a client result
// (shared/facts/result-claims.ts): a production build with real facts tells a story without a
// basis without them, its challenge in the version that states no figure, and removes them from
// the content the page embeds.
import { use, type ReactNode } from 'react';
import { CtaBand } from '../components/content/cta-band';
import { BeforeAfterChart } from '../components/content/before-after-chart';
import { PageIntro } from '../components/page-intro';
import { SampleNote } from '../components/content/sample-note';
import { ScrollRegion } from '../components/content/scroll-region';
import { PageLink } from '../components/page-link';
import { pageIndex } from '../site/page-index';
import type { CaseStudyStory } from '../content/case-studies/schema';
import { caseStudies, figuresShown } from '../content/case-studies/studies';
import { familyContent } from '../site/loading/family-content';
import type { TemplateProps } from '../site/loading/template-props';

/**
 * A story as a page shows it: when its figures are not shown, without results or the client's
 * words and with the challenge told without figures.
 */
type ShownStory = Omit<CaseStudyStory, 'results' | 'quote' | 'plainChallenge'> &
  Partial<Pick<CaseStudyStory, 'results' | 'quote'>>;

const stories = familyContent<{ story: CaseStudyStory }, ShownStory>('case-study', {
  modules: import.meta.glob<{ story: CaseStudyStory }>('../content/case-studies/stories/*.ts'),
  value: ({ story }): ShownStory => {
    const { plainChallenge, results, quote, ...told } = story;
    const meta = caseStudies.find((study) => study.slug === story.slug);
    if (!meta || figuresShown(meta)) return { ...told, results, quote };
    return { ...told, challenge: plainChallenge ?? told.challenge };
  },
  file: (page) => page.params?.study ?? '',
});

export const preloadContent = stories.load;

/** The quote form's pre-fill for the study's main service, e.g. '?service=ppc'. */
function quoteSearchFor(story: ShownStory): string {
  const service = story.services[0] && pageIndex.byId(story.services[0]).params?.service;
  return service ? `?${new URLSearchParams({ service }).toString()}` : '';
}

export default function CaseStudyPage({ page }: TemplateProps) {
  const story = use(stories.load(page));
  const meta = caseStudies.find((study) => study.slug === story.slug);
  const { results, quote } = story;
  // Its figures name no client record (shared/facts/result-claims.ts): sample data, said once in
  // each section that shows them.
  const sampleNote = !meta?.basis && <SampleNote of="figures" />;

  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`Case study${meta ? ` · ${meta.industry}` : ''}`}
        intro={<p>{meta?.description}</p>}
        figure={
          results && <BeforeAfterChart metrics={results.slice(0, 3)}>{sampleNote}</BeforeAfterChart>
        }
      />
      <section className="section pt-0" aria-label="Engagement facts">
        <dl className="grid gap-4 rounded-xl border border-line bg-subtle p-5 sm:grid-cols-2 lg:grid-cols-4">
          <Fact term="Client">{story.clientType}</Fact>
          {meta && <Fact term="Location">{meta.city}</Fact>}
          <Fact term="Duration">{story.duration}</Fact>
          <Fact term="Services">
            {story.services
              .map((id) => pageIndex.byId(id).label ?? pageIndex.byId(id).title)
              .join(', ')}
          </Fact>
        </dl>
      </section>

      <StorySection id="challenge-heading" title="The challenge">
        <div className="prose-body mt-4">
          {story.challenge.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </StorySection>

      <StorySection id="approach-heading" title="Our approach">
        <ol className="mt-6 max-w-3xl space-y-6">
          {story.approach.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="ar-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 leading-7">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </StorySection>

      {results ? (
        <StorySection id="results-heading" title="Results">
          {sampleNote}
          <div className="mt-6 max-w-3xl">
            <ScrollRegion labelledBy="results-caption">
              <table className="ar-table">
                <caption id="results-caption">
                  Before and after, over {story.duration.replace(/\s*\(.*\)$/, '')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Metric</th>
                    <th scope="col" className="ar-num">
                      Before
                    </th>
                    <th scope="col" className="ar-num">
                      After
                    </th>
                    <th scope="col" className="ar-num">
                      Change
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((result) => (
                    <tr key={result.label}>
                      <th scope="row" className="font-medium">
                        {result.label}
                      </th>
                      <td className="ar-num">{result.before}</td>
                      <td className="ar-num">{result.after}</td>
                      <td className="ar-num font-semibold">{result.change}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        </StorySection>
      ) : (
        <StorySection id="results-heading" title="Results">
          <p className="mt-4 max-w-3xl leading-7">
            We share this engagement’s figures, and put you in touch with the client, when you ask.
          </p>
          <PageLink to="contact" className="btn btn-secondary mt-6">
            Ask for references
          </PageLink>
        </StorySection>
      )}

      {quote && (
        <section className="section pt-0" aria-label="What the client says">
          <figure className="ar-quote max-w-4xl">
            <blockquote>
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption>{quote.role}</figcaption>
          </figure>
        </section>
      )}

      <StorySection id="lessons-heading" title="What we learned">
        <ul className="mt-4 max-w-3xl list-disc space-y-3 pl-6 leading-7">
          {story.lessons.map((lesson) => (
            <li key={lesson}>{lesson}</li>
          ))}
        </ul>
      </StorySection>

      <StorySection id="services-heading" title="Services used">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {story.services.map((id) => (
            <li key={id}>
              <PageLink to={id} className="card block font-semibold" />
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <PageLink to="case-studies" className="link font-semibold">
            All case studies
          </PageLink>
        </p>
      </StorySection>

      <CtaBand
        title="Could this work for your business?"
        text="Tell us about your market and your numbers. We will tell you honestly what we would change first and what it would cost in INR."
        quoteSearch={quoteSearchFor(story)}
      />
    </>
  );
}

/** One titled part of the story; its heading names the section for assistive technology. */
function StorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section pt-0" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}
