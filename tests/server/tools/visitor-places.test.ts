// The tools' shared places: a share per visitor, a bounded wait, a bounded queue, and fairness when
// a place frees (the longest waiter under its share goes first).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlacesBusyError, createPlaces } from '../../../server/tools/visitor-places';

afterEach(() => {
  vi.useRealTimers();
});

const fetchPlaces = () =>
  createPlaces({ size: 8, perVisitor: 2, queueOwn: true, maxWaiting: 100, maxWaitMs: 3000 });

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('createPlaces', () => {
  it('gives one visitor at most its share, and the rest of the places to others at once', async () => {
    const places = fetchPlaces();
    await places.acquire('a');
    await places.acquire('a');
    const third = places.acquire('a');
    expect(await settled(third)).toBe('pending');
    for (const visitor of ['b', 'b', 'c', 'c', 'd', 'd']) await places.acquire(visitor);
    expect(places.held()).toBe(8);
    expect(places.waiting()).toBe(1);
  });

  it('refuses a request that waited past the deadline with busy', async () => {
    vi.useFakeTimers();
    const places = createPlaces({
      size: 1,
      perVisitor: 1,
      queueOwn: true,
      maxWaiting: 10,
      maxWaitMs: 3000,
    });
    await places.acquire('a');
    const waiting = places.acquire('b');
    const caught = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2999);
    expect(places.waiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toEqual(new PlacesBusyError('busy'));
    expect(places.waiting()).toBe(0);
  });

  it('hands a freed place to the longest waiter that is under its share', async () => {
    const places = createPlaces({
      size: 2,
      perVisitor: 1,
      queueOwn: true,
      maxWaiting: 10,
      maxWaitMs: 10_000,
    });
    const releaseA = await places.acquire('a');
    await places.acquire('b');
    const secondA = places.acquire('a');
    const c = places.acquire('c');
    releaseA();
    // a's second request waited longest, and a now holds nothing: it goes first.
    expect(await settled(secondA)).toBe('resolved');
    expect(await settled(c)).toBe('pending');
    (await secondA)();
    expect(await settled(c)).toBe('resolved');
  });

  it('skips a waiter whose visitor is at its share', async () => {
    const places = createPlaces({
      size: 3,
      perVisitor: 2,
      queueOwn: true,
      maxWaiting: 10,
      maxWaitMs: 10_000,
    });
    await places.acquire('a');
    await places.acquire('a');
    const releaseB = await places.acquire('b');
    const thirdA = places.acquire('a');
    const c = places.acquire('c');
    releaseB();
    expect(await settled(c)).toBe('resolved');
    expect(await settled(thirdA)).toBe('pending');
  });

  it('refuses a second request at once when the share covers waiting too (queueOwn false)', async () => {
    const crawls = createPlaces({
      size: 3,
      perVisitor: 1,
      queueOwn: false,
      maxWaiting: 3,
      maxWaitMs: 10_000,
    });
    await crawls.acquire('a');
    await expect(crawls.acquire('a')).rejects.toEqual(new PlacesBusyError('yours'));
    await crawls.acquire('b');
    await crawls.acquire('c');
    const d = crawls.acquire('d');
    await expect(crawls.acquire('d')).rejects.toEqual(new PlacesBusyError('yours'));
    expect(await settled(d)).toBe('pending');
  });

  it('refuses at once when the queue is full', async () => {
    const queue = createPlaces({
      size: 1,
      perVisitor: 1,
      queueOwn: false,
      maxWaiting: 2,
      maxWaitMs: 10_000,
    });
    await queue.acquire('a');
    void queue.acquire('b').catch(() => undefined);
    void queue.acquire('c').catch(() => undefined);
    await expect(queue.acquire('d')).rejects.toEqual(new PlacesBusyError('busy'));
  });

  it('drops a waiter whose signal aborts, and a release may be called twice', async () => {
    const places = createPlaces({
      size: 1,
      perVisitor: 1,
      queueOwn: true,
      maxWaiting: 10,
      maxWaitMs: 10_000,
    });
    const release = await places.acquire('a');
    const controller = new AbortController();
    const waiting = places.acquire('b', { signal: controller.signal });
    controller.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
    expect(places.waiting()).toBe(0);
    release();
    release();
    expect(places.held()).toBe(0);
    await places.acquire('c');
    expect(places.held()).toBe(1);
  });

  it('takes a longer wait for one request when asked', async () => {
    vi.useFakeTimers();
    const places = createPlaces({
      size: 1,
      perVisitor: 1,
      queueOwn: true,
      maxWaiting: 10,
      maxWaitMs: 1000,
    });
    const release = await places.acquire('a');
    const patient = places.acquire('b', { maxWaitMs: 60_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    release();
    await expect(patient).resolves.toBeTypeOf('function');
  });
});
