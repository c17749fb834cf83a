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

let visitors = 0;
/** A visitor of its own for each test run, unless a test says otherwise. */
const visit = (visitor = `visitor-${(visitors += 1)}`, signal?: AbortSignal) => ({
  visitor,
  signal,
});

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
    const first = runner.run('https://a.example/', 'mobile', visit());
    const second = runner.run('https://b.example/', 'desktop', visit());
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
    expect(await runner.run('https://a.example/', 'mobile', visit())).toEqual({
      ok: true,
      cached: true,
      report: JSON.stringify({ requestedUrl: 'https://a.example/', formFactor: 'mobile' }),
    });
    time = 25 * 60 * 60 * 1000;
    const stale = runner.run('https://a.example/', 'mobile', visit());
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
      runner.run(`https://q.example/${page}`, 'mobile', visit()),
    );
    await settle();
    expect(await runner.run('https://q.example/5', 'mobile', visit())).toMatchObject({
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
    expect(await runner.run('https://x.example/', 'mobile', visit())).toMatchObject({
      ok: false,
      kind: 'failed',
      message: expect.stringMatching(/^Lighthouse could not test this page/),
    });
    await runner.run('https://x.example/', 'mobile', visit());
    expect(calls).toBe(2);
  });

  it('passes on the message of a measure that explains its failure', async () => {
    const runner = createSpeedRunner({
      measuredBy: 'PageSpeed Insights',
      measure: () => Promise.reject(new SpeedTestError('Quota used up.', 'busy')),
    });
    expect(await runner.run('https://x.example/', 'desktop', visit())).toEqual({
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
    const stuck = runner.run('https://slow.example/stuck', 'mobile', visit());
    const next = runner.run('https://slow.example/next', 'mobile', visit());
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
    const again = runner.run('https://slow.example/stuck', 'mobile', visit());
    expect(await again).toMatchObject({ ok: false, kind: 'failed' });
    expect(signals).toHaveLength(3);
  });

  it('lets a visitor have one test running or waiting, and others still queue behind it', async () => {
    const runs = fakeRuns();
    const runner = createSpeedRunner({ measuredBy: 'Lighthouse', measure: runs.measure });
    const first = runner.run('https://v.example/1', 'mobile', visit('2001:db8:1:2::/64'));
    const second = await runner.run('https://v.example/2', 'mobile', visit('2001:db8:1:2::/64'));
    expect(second).toEqual({
      ok: false,
      kind: 'yours',
      message: 'A speed test you started is still running or waiting. Wait for it to finish.',
    });
    const other = runner.run('https://v.example/3', 'mobile', visit('203.0.113.9'));
    await settle();
    runs.finish[0]?.();
    expect(await first).toMatchObject({ ok: true });
    while (runs.finish.length < 2) await settle();
    runs.finish[1]?.();
    expect(await other).toMatchObject({ ok: true });
    expect(runs.started).toEqual(['mobile https://v.example/1', 'mobile https://v.example/3']);
  });

  it('aborts the running test when its visitor hangs up, and drops a waiting one', async () => {
    const signals: AbortSignal[] = [];
    const runner = createSpeedRunner({
      measuredBy: 'Lighthouse',
      measure: (url, _formFactor, signal) => {
        signals.push(signal);
        return url.endsWith('/quick')
          ? Promise.resolve({ requestedUrl: url })
          : // As a real measure does: it stops, and fails, once told to.
            new Promise<never>((_, reject) =>
              signal.addEventListener('abort', () => reject(new Error('stopped'))),
            );
      },
    });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = runner.run('https://h.example/slow', 'mobile', visit(undefined, running.signal));
    const second = runner.run(
      'https://h.example/slow2',
      'mobile',
      visit(undefined, waiting.signal),
    );
    await settle();
    waiting.abort();
    expect(await second).toEqual({
      ok: false,
      kind: 'failed',
      message: 'The speed test was cancelled.',
    });
    running.abort();
    expect(await first).toEqual({
      ok: false,
      kind: 'failed',
      message: 'The speed test was cancelled.',
    });
    // Only the running test was measured, and its measure was told to stop (the browser closes).
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(await runner.run('https://h.example/quick', 'mobile', visit())).toMatchObject({
      ok: true,
    });
  });

  it('starts the next test only once an aborted one has stopped: runs never overlap', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const runner = createSpeedRunner({
      measuredBy: 'Lighthouse',
      timeoutMs: 30,
      measure: (url, _formFactor, signal) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        return new Promise((resolve, reject) => {
          const stop = () => {
            running -= 1;
            return url.endsWith('/quick') ? resolve({ requestedUrl: url }) : reject(new Error('x'));
          };
          // The slow page's browser takes 20 ms to close once aborted; the quick page answers.
          if (url.endsWith('/quick')) stop();
          else signal.addEventListener('abort', () => setTimeout(stop, 20));
        });
      },
    });
    const slow = runner.run('https://o.example/slow', 'mobile', visit());
    const quick = runner.run('https://o.example/quick', 'mobile', visit());
    expect(await slow).toMatchObject({ ok: false, kind: 'failed' });
    expect(await quick).toMatchObject({ ok: true });
    expect(mostAtOnce).toBe(1);
  });
});
