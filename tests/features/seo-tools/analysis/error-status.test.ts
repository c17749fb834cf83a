import { describe, expect, it } from 'vitest';
import { describeErrorStatus } from '../../../../src/features/seo-tools/analysis/error-status';

describe('describeErrorStatus', () => {
  it('names a 404 and says to redirect it or remove the links to it', () => {
    const status = describeErrorStatus(404);
    expect(status.heading).toBe('404 Not found');
    expect(status.meaning).toMatch(/no page at this address/);
    expect(status.fix).toMatch(/redirect this address permanently \(301\)/);
  });

  it.each([
    [403, '403 Forbidden', /firewall or a security plugin/],
    [410, '410 Gone', /redirect this address/],
    [503, '503 Service unavailable', /error log/],
    [500, '500 Internal server error', /error log/],
    [599, '599 Server error', /error log/],
    [418, '418 Client error', /answer with the page \(status 200\)/],
  ])('describes %i as "%s" with what to do', (code, heading, fix) => {
    const status = describeErrorStatus(code);
    expect(status.heading).toBe(heading);
    expect(status.fix).toMatch(fix);
  });
});
