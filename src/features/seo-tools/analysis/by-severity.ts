// Orders checks the way a report reads best: failed first, then those needing work, then passed,
// keeping the original order within each status. Pure.
import type { FindingStatus } from './findings';

const RANK: Record<FindingStatus, number> = { fail: 0, warn: 1, pass: 2 };

export function bySeverity<T extends { status: FindingStatus }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => RANK[a.item.status] - RANK[b.item.status] || a.index - b.index)
    .map(({ item }) => item);
}
