// A cross-page finding as the audit report lists it (its status, title and detail, what it names,
// and for a finding that did not pass why it matters and how to fix it), and that advice alone.
import type { ReactNode } from 'react';
import type { FindingStatus } from '../analysis/findings';
import { StatusBadge } from './status-badge';

export function FindingAdvice({ why, fix }: { why: string; fix: string }) {
  return (
    <dl className="finding-advice">
      <dt>Why it matters</dt>
      <dd>{why}</dd>
      <dt>How to fix it</dt>
      <dd>{fix}</dd>
    </dl>
  );
}

interface ReportedFinding {
  status: FindingStatus;
  title: string;
  detail: string;
  why: string;
  fix: string;
}

export function FindingItem({ item, children }: { item: ReportedFinding; children?: ReactNode }) {
  return (
    <li className={`finding finding-${item.status}`}>
      <div className="finding-head">
        <StatusBadge status={item.status} />
        <h4 className="finding-title">{item.title}</h4>
      </div>
      <p className="finding-detail">{item.detail}</p>
      {children}
      {item.status !== 'pass' && <FindingAdvice why={item.why} fix={item.fix} />}
    </li>
  );
}
