import { describe, expect, it } from 'vitest';
import { resultStatus, unbasedResultsShownIn } from '../../../shared/facts/result-claims';

const unbacked: { value: string; label: string; basis?: string } = {
  value: '+212%',
  label: 'Organic appointment requests',
};
const backed = { ...unbacked, basis: 'case-study:bangalore-multispecialty-hospital-appointments' };

describe('client results', () => {
  it('names a status: with a basis, sample data, or hidden once the facts are real', () => {
    expect(resultStatus(backed, true)).toBe('basis');
    expect(resultStatus(backed, false)).toBe('basis');
    expect(resultStatus(unbacked, true)).toBe('sample');
    expect(resultStatus(unbacked, false)).toBe('hidden');
  });

  it('shows a result without a basis, marked, while the facts are sample data', () => {
    expect(unbasedResultsShownIn(true, true)).toBe(true);
    expect(unbasedResultsShownIn(true, false)).toBe(true);
  });

  it('leaves a result without a basis out of a production build with real facts', () => {
    expect(unbasedResultsShownIn(false, true)).toBe(false);
  });

  it('still shows it in development with real facts, marked', () => {
    expect(unbasedResultsShownIn(false, false)).toBe(true);
  });
});
