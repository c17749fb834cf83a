import { describe, expect, it } from 'vitest';
import {
  handleWorkerMessage,
  runTask,
  SEO_TOOL_KINDS,
} from '../../../../src/features/seo-tools/worker/seo-tools-tasks';
import {
  SAMPLE_PAGE_HTML,
  SAMPLE_PAGE_URL,
} from '../../../../src/features/seo-tools/sample-inputs';
import { readFixture } from '../read-fixture';

describe('runTask', () => {
  it('runs every kind of job', () => {
    expect(SEO_TOOL_KINDS).toEqual([
      'analyze',
      'audit',
      'compare',
      'keywords',
      'lighthouse',
      'har',
    ]);
    expect(runTask('analyze', { html: SAMPLE_PAGE_HTML, url: SAMPLE_PAGE_URL }).url).toBe(
      SAMPLE_PAGE_URL,
    );
    expect(runTask('audit', { pages: [{ name: 'a', html: '' }] }).pages).toHaveLength(1);
    expect(runTask('compare', { pages: [] }).ok).toBe(false);
    expect(runTask('keywords', { seed: 'seo' }).length).toBe(5);
    expect(runTask('lighthouse', { json: readFixture('lighthouse-report.json') }).ok).toBe(true);
    expect(runTask('har', { json: readFixture('page-load.har') }).ok).toBe(true);
  });

  it('produces results that survive structured cloning to and from a worker', () => {
    const report = runTask('analyze', { html: readFixture('good-page.html') });
    expect(structuredClone(report)).toEqual(report);
    const audit = runTask('audit', { pages: [{ name: 'x', html: readFixture('bad-page.html') }] });
    expect(structuredClone(audit)).toEqual(audit);
  });
});

describe('handleWorkerMessage', () => {
  it('answers with the request id and the result', () => {
    const response = handleWorkerMessage({
      id: 7,
      kind: 'keywords',
      payload: { seed: 'ppc', city: 'pune' },
    });
    expect(response.id).toBe(7);
    expect('result' in response && Array.isArray(response.result)).toBe(true);
  });

  it('answers unknown kinds and malformed messages with an error instead of throwing', () => {
    expect(handleWorkerMessage({ id: 3, kind: 'delete-everything', payload: {} })).toEqual({
      id: 3,
      error: 'Unknown task "delete-everything".',
    });
    expect(handleWorkerMessage(null)).toEqual({ id: -1, error: 'Unknown task "undefined".' });
    expect(handleWorkerMessage({ id: 4, kind: 'analyze' })).toMatchObject({
      id: 4,
      result: expect.any(Object),
    });
  });
});
