// @vitest-environment happy-dom
// notify() while the toast library and the toaster cannot load: the messages wait for the
// connection and are shown once it is back, whichever of the two loads fails last.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NotifyModule from '../../../src/features/toasts/notify';

const shown: string[] = [];
let sonnerLoads = true;

vi.mock('sonner', () => {
  if (!sonnerLoads) throw new TypeError('Failed to fetch dynamically imported module');
  return {
    toast: Object.assign((title: string) => shown.push(title), {
      success: (title: string) => shown.push(title),
      error: (title: string) => shown.push(title),
    }),
  };
});

async function freshNotify(): Promise<typeof NotifyModule> {
  vi.resetModules();
  return import('../../../src/features/toasts/notify');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  shown.length = 0;
  sonnerLoads = true;
});

describe('notify while offline', () => {
  it('shows the message when the toaster load that failed last was asked for before the connection came back', async () => {
    const { notify, toastHost } = await freshNotify();
    sonnerLoads = false;
    // The toast library fails at once; the toaster's own load is still on its way (to failing).
    void notify({ title: 'Back online' });
    await flush();
    expect(toastHost.requests).toBe(1);
    // The connection comes back: the retry joins the toaster load still in flight.
    sonnerLoads = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    // That load fails after the event; the message must not wait for another 'online' event.
    toastHost.failed(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    expect(toastHost.requests).toBe(2);
    toastHost.ready();
    await vi.waitFor(() => expect(shown).toEqual(['Back online']));
  });

  it('asks once while the connection stays down, and shows the message when it is back', async () => {
    const { notify, toastHost } = await freshNotify();
    sonnerLoads = false;
    void notify({ title: 'Saved for later' });
    await flush();
    toastHost.failed(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    await flush();
    expect(toastHost.requests).toBe(1);
    expect(shown).toEqual([]);
    sonnerLoads = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(toastHost.requests).toBe(2);
    toastHost.ready();
    await vi.waitFor(() => expect(shown).toEqual(['Saved for later']));
  });
});
