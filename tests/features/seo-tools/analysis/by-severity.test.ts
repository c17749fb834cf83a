// Checks read failed first, then needing work, then passed, in their own order within a status.
import { describe, expect, it } from 'vitest';
import { bySeverity } from '../../../../src/features/seo-tools/analysis/by-severity';

describe('bySeverity', () => {
  it('puts failed checks first, then those needing work, then passed ones', () => {
    const items = [
      { id: 'a', status: 'pass' as const },
      { id: 'b', status: 'warn' as const },
      { id: 'c', status: 'fail' as const },
    ];
    expect(bySeverity(items).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the original order within a status, and leaves its input alone', () => {
    const items = [
      { id: 'p1', status: 'pass' as const },
      { id: 'f1', status: 'fail' as const },
      { id: 'w1', status: 'warn' as const },
      { id: 'p2', status: 'pass' as const },
      { id: 'f2', status: 'fail' as const },
      { id: 'w2', status: 'warn' as const },
    ];
    expect(bySeverity(items).map((item) => item.id)).toEqual(['f1', 'f2', 'w1', 'w2', 'p1', 'p2']);
    expect(items[0]?.id).toBe('p1');
  });
});
