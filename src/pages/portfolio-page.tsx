// The portfolio page: every project with a cover drawn from its colours, the outcome figures, the
// services involved and, where one exists, a link to the full case study. Filterable by kind of work.
// Outcomes without a basis are shown under one note that they are sample figures, or left out
// (portfolio.ts). The first projects shown stay open and the rest fold under one line (fold.tsx), so
// a phone scans the page in seven screens.
import { useState } from 'react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { Fold } from '../components/content/fold';
import { ProjectCover } from '../components/content/project-cover';
import { SampleNote } from '../components/content/sample-note';
import { figure } from 'virtual:company-figures/portfolio';
import { shownPortfolio as portfolio, type ShownProject } from '../content/company/portfolio';
import { descriptions } from 'virtual:reachmark/page-descriptions/portfolio';
import type { TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';

const categories = [...new Set(portfolio.map((project) => project.category))];
/** How many of the projects shown stay open above the fold of the rest. */
const OPEN_PROJECTS = 4;

function ProjectGrid({
  projects,
  className = '',
}: {
  projects: ShownProject[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-5 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: ShownProject }) {
  return (
    <article
      className="card flex h-full flex-col overflow-hidden p-0"
      aria-labelledby={`project-${project.id}`}
    >
      <ProjectCover
        category={project.category}
        background={project.cover.background}
        accent={project.cover.accent}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="rm-tag">{project.category}</span>
          {project.city} · {project.year}
        </p>
        <h3 id={`project-${project.id}`} className="text-lg font-semibold">
          {project.title}
        </h3>
        <p className="text-sm font-medium text-accent">{project.clientType}</p>
        <p className="text-sm leading-6 text-muted">{project.summary}</p>
        {project.outcomes && (
          <dl className="mt-1 grid grid-cols-2 gap-3 border-t border-line pt-4">
            {project.outcomes.map((outcome) => (
              <div key={outcome.label} className="flex flex-col-reverse">
                <dt className="text-xs leading-5 text-muted">{outcome.label}</dt>
                <dd className="text-xl font-bold tracking-tight text-ink">{outcome.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-sm" aria-label="Services">
          {project.serviceIds.map((id) => (
            <li key={id}>
              <PageLink to={id} className="link" />
            </li>
          ))}
        </ul>
        {project.caseStudyId && (
          <PageLink to={project.caseStudyId} className="btn btn-secondary mt-2 self-start">
            Read the case study<span className="sr-only">: {project.title}</span>
          </PageLink>
        )}
      </div>
    </article>
  );
}

export default function PortfolioPage({ page }: TemplateProps) {
  const [category, setCategory] = useState<string | null>(null);
  const shown = category ? portfolio.filter((project) => project.category === category) : portfolio;
  const options: [string | null, string][] = [
    [null, 'All work'],
    ...categories.map((item): [string, string] => [item, item]),
  ];
  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`${portfolio.length} projects`}
        figure={figure}
        intro={<p>{descriptions[page.id]}</p>}
      >
        <PageLink to="case-studies" className="btn btn-secondary">
          Read the case studies
        </PageLink>
      </PageIntro>

      <section className="section pt-0" aria-labelledby="portfolio-projects">
        <h2 id="portfolio-projects" className="sr-only">
          Projects
        </h2>
        <div role="group" aria-label="Filter by kind of work" className="flex flex-wrap gap-2">
          {options.map(([value, label]) => (
            <button
              key={label}
              type="button"
              className="rm-chip cursor-pointer"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          Showing {shown.length} of {portfolio.length} projects.
        </p>
        {portfolio.some((project) => project.marked) && <SampleNote of="figures" />}
        <ProjectGrid projects={shown.slice(0, OPEN_PROJECTS)} className="mt-6" />
        {shown.length > OPEN_PROJECTS && (
          <Fold summary={`See the other ${shown.length - OPEN_PROJECTS} projects`} wide>
            <ProjectGrid projects={shown.slice(OPEN_PROJECTS)} />
          </Fold>
        )}
      </section>

      <CtaBand
        title="Have a project like these?"
        text={`Tell us what you want to build or grow. We will share relevant work from your industry and a proposal in INR ${proposalPromise}.`}
      />
    </>
  );
}
