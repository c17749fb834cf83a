// The SEO analyzer's report on an address that answers an error (4xx or 5xx): what the status means
// for visitors and Google and what to do, then what our server saw fetching it. It is not scored:
// the checklist would judge the site's error template, not the page the visitor meant.
import type { PageResponse } from '../../../../shared/tools-api-contract';
import { describeErrorStatus } from '../analysis/error-status';
import { FetchedPageFacts } from './fetched-page-facts';

export function ErrorPageReport({ page }: { page: PageResponse }) {
  const status = describeErrorStatus(page.status);
  return (
    <div className="mt-6 space-y-10">
      <div className="card space-y-3">
        <h3 className="text-xl font-bold">This address answers {status.heading}</h3>
        <p className="text-muted break-all">{page.finalUrl}</p>
        <p>{status.meaning}</p>
        <h4 className="font-semibold">What to do</h4>
        <p>{status.fix}</p>
        <p className="text-muted">
          We don’t score an error page: the checks would judge the site’s error template, not your
          page. Once the address answers with the page, check it again.
        </p>
      </div>
      <FetchedPageFacts page={page} />
    </div>
  );
}
