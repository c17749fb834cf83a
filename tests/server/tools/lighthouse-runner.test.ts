import { describe, expect, it } from 'vitest';
import { createLighthouseRunner } from '../../../server/tools/lighthouse-runner';

/** A stand-in for the browser run: resolves when told, and records what ran at once. */
function fakeRuns() {
  const started: string[] = [];
  const finish: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const measure = (url: string, formFactor: string) =>
    new Promise<string>((resolve) => {
      started.push(`${formFactor} ${url}`);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      finish.push(() => {
        running -= 1;
        resolve(JSON.stringify({ requestedUrl: url, formFactor }));
      });
    });
  return { started, finish, measure, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLighthouseRunner', () => {
  it('runs one test at a time, in order, and answers a repeat from the day’s cache', async () => {
    let time = 0;
    const runs = fakeRuns();
    const runner = createLighthouseRunner({
      chromiumPath: 'unused',
      proxyPort: 0,
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
    const runner = createLighthouseRunner({
      chromiumPath: 'unused',
      proxyPort: 0,
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
    const runner = createLighthouseRunner({
      chromiumPath: 'unused',
      proxyPort: 0,
      measure: async () => {
        calls += 1;
        throw new Error('Chrome crashed');
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
});
