// The fallback's log line names why PostgreSQL did not answer, an AggregateError's inner errors
// included (its own message is empty: a connection tried on several addresses fails that way).
import { describe, expect, it } from 'vitest';
import { createFallbackNotice } from '../../../server/shared-state/fallback-notice';

describe('createFallbackNotice', () => {
  it("says once why the database did not answer, down to an AggregateError's inner errors", () => {
    const lines: string[] = [];
    const notice = createFallbackNotice({
      warn: (line) => lines.push(line),
      info: (line) => lines.push(line),
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    notice.failed('a limit', new AggregateError([refused], ''));
    notice.failed('a limit', new Error('again'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED 127.0.0.1:5432');
    expect(notice.failures).toBe(2);
  });
});
