// The Page Speed Checker's address test in the browser: mobile, then desktop, each report handed
// on as it arrives, stopping at the first failure. `fetch` is replaced: nothing leaves the test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speedReports } from '../../../../src/features/seo-tools/ui/run-speed-test';

/** A stand-in for the server: answers each form factor as told, records what was asked. */
function fakeServer(answers: Record<string, [number, string]>) {
  const asked: unknown[] = [];
  vi.stubGlobal('fetch', (_endpoint: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { formFactor: string };
    asked.push(body);
    const [status, text] = answers[body.formFactor] ?? [500, '{}'];
    return Promise.resolve(
      new Response(text, { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  return asked;
}

function recorder() {
  const events: string[] = [];
  return {
    events,
    onTesting: (formFactor: string) => events.push(`testing ${formFactor}`),
    onReport: (formFactor: string, json: string) => events.push(`${formFactor} ${json}`),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('speedReports', () => {
  it('tests as a mobile visitor, then a desktop one, handing on each report as it comes', async () => {
    const asked = fakeServer({ mobile: [200, '{"m":1}'], desktop: [200, '{"d":1}'] });
    const run = recorder();
    expect(await speedReports('example.in', run.onTesting, run.onReport)).toEqual({ ok: true });
    expect(asked).toEqual([
      { url: 'https://example.in/', formFactor: 'mobile' },
      { url: 'https://example.in/', formFactor: 'desktop' },
    ]);
    expect(run.events).toEqual([
      'testing mobile',
      'mobile {"m":1}',
      'testing desktop',
      'desktop {"d":1}',
    ]);
  });

  it('stops at a failed mobile test with the server’s message', async () => {
    const asked = fakeServer({
      mobile: [502, '{"message":"Lighthouse could not test this page."}'],
    });
    const run = recorder();
    expect(await speedReports('https://example.in/', run.onTesting, run.onReport)).toEqual({
      ok: false,
      message: 'Lighthouse could not test this page.',
    });
    expect(asked).toHaveLength(1);
    expect(run.events).toEqual(['testing mobile']);
  });

  it('keeps the mobile report when the desktop test fails, and says which failed', async () => {
    fakeServer({ mobile: [200, '{"m":1}'], desktop: [503, '{"message":"Quota used up."}'] });
    const run = recorder();
    expect(await speedReports('https://example.in/', run.onTesting, run.onReport)).toEqual({
      ok: false,
      message: 'Desktop test: Quota used up.',
    });
    expect(run.events).toEqual(['testing mobile', 'mobile {"m":1}', 'testing desktop']);
  });

  it('asks nothing for text that is not an address', async () => {
    const asked = fakeServer({});
    const run = recorder();
    expect(await speedReports('not an address', run.onTesting, run.onReport)).toEqual({
      ok: false,
      message: 'Enter the page’s web address, such as https://www.example.in/.',
    });
    expect(asked).toHaveLength(0);
  });
});
