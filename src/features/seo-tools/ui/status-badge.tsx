// A check's status as a labelled badge: a symbol and a word as well as a colour, so the status is
// clear without colour vision and in a black-and-white printout.
import type { FindingStatus } from '../analysis/findings';

const LABELS: Record<FindingStatus, { symbol: string; text: string }> = {
  pass: { symbol: '✓', text: 'Passed' },
  warn: { symbol: '!', text: 'Needs work' },
  fail: { symbol: '✕', text: 'Failed' },
};

export function StatusBadge({ status }: { status: FindingStatus }) {
  const { symbol, text } = LABELS[status];
  return (
    <span className={`status-badge status-${status}`}>
      <span aria-hidden="true">{symbol}</span>
      {text}
    </span>
  );
}
