// An anonymised client story on an industry page: the situation, what we did, the results as
// metric cards (labelled as sample figures when they have no basis) and, when the full write-up is
// published, a link to it.
import type { CaseStudySummary } from '../../content/industries/schema';
import type { ShownResult } from '../../../shared/facts/result-claims';
import type { PageSummary } from '../../site/page-summary';
import { PageLink } from '../page-link';
import { Fold } from './fold';
import { MarketMetricCards } from './market-metric-cards';
import { SampleNote } from './sample-note';

interface Props {
  study: ShownResult<CaseStudySummary>;
  /** The full case study's page, when it is published. */
  fullStudy?: PageSummary;
}

export function MarketCaseStudy({ study, fullStudy }: Props) {
  return (
    <article className="card market-case-study">
      <h3 className="text-xl font-bold sm:text-2xl">{study.title}</h3>
      <p className="mt-3">{study.situation}</p>
      <Fold summary="What we did">
        <ol className="market-actions">
          {study.actions.map((action) => (
            <li key={action}>{action}</li>
          ))}
        </ol>
      </Fold>
      <h4 className="mt-6 font-semibold">Results</h4>
      {study.marked && <SampleNote of="figures" />}
      <MarketMetricCards metrics={study.results} />
      {fullStudy && (
        <p className="mt-6">
          <PageLink to={fullStudy.id} className="link font-semibold">
            Read the full case study: {fullStudy.title}
          </PageLink>
        </p>
      )}
    </article>
  );
}
