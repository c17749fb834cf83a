import { describe, expect, it } from 'vitest';
import { createSpeedRunner, SpeedTestError } from '../../../server/tools/speed-runner';

/** A stand-in for the measure (browser run or PSI): resolves when told, records what ran at once. */
function fakeRuns() {
  const started: string[] = [];
  const finish: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const measure = (url: string, formFactor: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      started.push(`${formFactor} ${url}`);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      finish.push(() => {
        running -= 1;
        resolve({ requestedUrl: url, formFactor });
      });
    });
  return { started, finish, measure, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSpeedRunner', () => {
  it('runs one test at a time, in order, and answers a repeat from the day’s cache', async () => {
    let time = 0;
    const runs = fakeRuns();
    const runner = createSpeedRunner({
      measuredBy: 'Lighthouse',
      measure: runs.measure,
      now: () => time,
    });
    const first = runner.run('https://a.example/', 'mobile');
    const second = runner.run('https://b.example/', 'desktop');
    await settle();
    expect(runs.started).toEqual(['mobile https://a.example/']);
    runs.finish[0]?.();
    while (runs.started.length < 2) await settle();
    expect(runs.started).toEqual(['mobile https://a.example/', 'desktop https://b.example/']);
    runs.finish[1]?.();
    expect(await first).toMatchObject({ ok: true, cached: false });
    expect(await second).toMatchObject({ ok: true, cached: false });
    expect(runs.mostAtOnce()).toBe(1);

    time = 23 * 60 * 60 * 1000;
    expect(await runner.run('https://a.example/', 'mobile')).toEqual({
      ok: true,
      cached: true,
      report: JSON.stringify({ requestedUrl: 'https://a.example/', formFactor: 'mobile' }),
    });
    time = 25 * 60 * 60 * 1000;
    const stale = runner.run('https://a.example/', 'mobile');
    await settle();
    expect(runs.started).toHaveLength(3);
    runs.finish[2]?.();
    expect(await stale).toMatchObject({ ok: true, cached: false });
  });

  it('turns away tests beyond three waiting', async () => {
    const runs = fakeRuns();
    const runner = createSpeedRunner({
      measuredBy: 'Lighthouse',
      measure: runs.measure,
    });
    const queued = ['1', '2', '3', '4'].map((page) =>
      runner.run(`https://q.example/${page}`, 'mobile'),
    );
    await settle();
    expect(await runner.run('https://q.example/5', 'mobile')).toMatchObject({
      ok: false,
      kind: 'busy',
    });
    for (let index = 0; index < 4; index += 1) {
      while (runs.finish.length <= index) await settle();
      runs.finish[index]?.();
    }
    expect((await Promise.all(queued)).every((result) => result.ok)).toBe(true);
  });

  it('answers a failed run with a message and keeps nothing', async () => {
    let calls = 0;
    const runner = createSpeedRunner({
      measuredBy: 'Lighthouse',
      measure: () => {
        calls += 1;
        return Promise.reject(new Error('Chrome crashed'));
      },
    });
    expect(await runner.run('https://x.example/', 'mobile')).toMatchObject({
      ok: false,
      kind: 'failed',
      message: expect.stringMatching(/^Lighthouse could not test this page/),
    });
    await runner.run('https://x.example/', 'mobile');
    expect(calls).toBe(2);
  });

  it('passes on the message of a measure that explains its failure', async () => {
    const runner = createSpeedRunner({
      measuredBy: 'PageSpeed Insights',
      measure: () => Promise.reject(new SpeedTestError('Quota used up.', 'busy')),
    });
    expect(await runner.run('https://x.example/', 'desktop')).toEqual({
      ok: false,
      kind: 'busy',
      message: 'Quota used up.',
    });
  });

  it('cuts off a test that never finishes at the limit, says so, and moves the queue on', async () => {
    const signals: AbortSignal[] = [];
    const runner = createSpeedRunner({
      measuredBy: 'Lighthouse',
      timeoutMs: 40,
      measure: (url, _formFactor, signal) => {
        signals.push(signal);
        // The stuck page never answers; the next one does.
        return url.endsWith('/stuck')
          ? new Promise<never>(() => undefined)
          : Promise.resolve({ requestedUrl: url });
      },
    });
    const stuck = runner.run('https://slow.example/stuck', 'mobile');
    const next = runner.run('https://slow.example/next', 'mobile');
    expect(await stuck).toEqual({
      ok: false,
      kind: 'failed',
      message:
        'Lighthouse did not finish within 0.04 seconds. The page may be very slow or keep loading; try again, or run Lighthouse in your own Chrome and upload the report.',
    });
    expect(signals[0]?.aborted).toBe(true);
    expect(await next).toEqual({
      ok: true,
      cached: false,
      report: JSON.stringify({ requestedUrl: 'https://slow.example/next' }),
    });
    // Nothing was kept of the stuck test: asked again, it runs again.
    const again = runner.run('https://slow.example/stuck', 'mobile');
    expect(await again).toMatchObject({ ok: false, kind: 'failed' });
    expect(signals).toHaveLength(3);
  });
});
