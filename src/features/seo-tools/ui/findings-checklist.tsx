// The analyzer's findings as a checklist grouped by status (failures first), each saying what was
// found, why it matters and how to fix it. Used for one page and for every page of an audit.
import type { ReactNode } from 'react';
import type { Finding, FindingId, FindingStatus } from '../analysis/findings';
import { StatusBadge } from './status-badge';
import { FindingAdvice } from './finding-item';

const GROUPS: { status: FindingStatus; title: string }[] = [
  { status: 'fail', title: 'Fix these first' },
  { status: 'warn', title: 'Worth improving' },
  { status: 'pass', title: 'Already right' },
];

interface Props {
  findings: Finding[];
  /** Level of the group headings; each finding's title is one level below. */
  level: 3 | 5;
  /** More to show in a finding, after its detail (the analyzer's rendered word counts). */
  extras?: Partial<Record<FindingId, ReactNode>>;
}

export function FindingsChecklist({ findings, level, extras }: Props) {
  const GroupHeading = level === 3 ? 'h3' : 'h5';
  const ItemHeading = level === 3 ? 'h4' : 'h6';
  return (
    <div className="findings-groups">
      {GROUPS.map(({ status, title }) => {
        const items = findings.filter((item) => item.status === status);
        if (items.length === 0) return null;
        return (
          <div key={status}>
            <GroupHeading className="findings-group-title">
              {title} <span className="text-muted">({items.length})</span>
            </GroupHeading>
            <ul className="findings">
              {items.map((item) => (
                <li key={item.id} className={`finding finding-${item.status}`}>
                  <div className="finding-head">
                    <StatusBadge status={item.status} />
                    <ItemHeading className="finding-title">{item.title}</ItemHeading>
                  </div>
                  <p className="finding-detail">{item.detail}</p>
                  {extras?.[item.id]}
                  {item.status === 'pass' ? (
                    <details className="finding-more">
                      <summary>Why it matters</summary>
                      <p>{item.why}</p>
                      <p>{item.fix}</p>
                    </details>
                  ) : (
                    <FindingAdvice why={item.why} fix={item.fix} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
