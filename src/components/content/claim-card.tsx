// One award, partner status or certification as a card: what it is, who grants it, what it
// recognises, and its evidence (a link to the issuer's listing or a document reference). A claim
// without evidence only reaches this card in development, marked so the agency sees what is missing.
import type { LucideIcon } from 'lucide-react';
import type { Claim } from '../../../shared/facts/facts-schema';
import { PageLink } from '../page-link';

const relatedLabel = (pageId: string): string =>
  pageId.startsWith('case-study:') ? 'Case study:' : 'Service:';

const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

function Evidence({ claim }: { claim: Claim }) {
  const { evidence } = claim;
  if (!evidence)
    return (
      <p>
        <span className="rm-tag">No evidence: hidden in production</span>
      </p>
    );
  if (evidence.kind === 'document')
    return (
      <p className="text-sm">
        <span className="font-semibold">Evidence:</span> {evidence.reference}, available on request.
      </p>
    );
  return (
    <p className="text-sm">
      <a
        href={evidence.url}
        className="link font-semibold"
        target="_blank"
        rel="noopener noreferrer"
      >
        {`Check it on ${hostOf(evidence.url)}`}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

export function ClaimCard({ claim, icon: Icon }: { claim: Claim; icon: LucideIcon }) {
  return (
    <li className="card flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <span className="rm-icon-tile" aria-hidden="true">
          <Icon size={20} />
        </span>
        <span className="text-sm font-semibold text-muted">{claim.year}</span>
      </div>
      <h3 className="text-lg font-semibold">{claim.name}</h3>
      <p className="text-sm font-medium text-accent">{claim.issuer}</p>
      <p>
        <span className="rm-tag">{claim.status}</span>
      </p>
      <p className="flex-1 text-sm leading-6 text-muted">{claim.recognises}</p>
      <Evidence claim={claim} />
      {claim.pageId && (
        <p className="text-sm">
          {relatedLabel(claim.pageId)} <PageLink to={claim.pageId} className="link font-semibold" />
        </p>
      )}
    </li>
  );
}
