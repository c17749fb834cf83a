// One use of a fresh headless Chromium on this server, shared by local Lighthouse runs and page
// renders: started with its sandbox as an unprivileged user (chromium-user.ts,
// chromium-process.ts), every request through the checked proxy and nothing connecting by itself
// (chromium-flags.ts), its memory watched (memory-watchdog.ts). `work` gets the DevTools port; the
// browser is killed when it ends, when `signal` aborts, or when its processes use more memory than
// the cap, whichever comes first. Failures meant for the visitor are made by `visitorError`.
import { chromiumFlags } from './chromium-flags';
import { launchChromium } from './chromium-process';
import { systemChromiumUser } from './chromium-user';
import { MEMORY_CAP_BYTES, watchMemory } from './memory-watchdog';

export interface ChromiumRunOptions {
  chromiumPath: string;
  /** The checked proxy's port on 127.0.0.1. */
  proxyPort: number;
  /** LIGHTHOUSE_USER: who runs Chromium when the server runs as root (default `nobody`). */
  user?: string;
  /** The most resident memory Chromium's processes may use together (default 1 GiB). */
  memoryCapBytes?: number;
  /** Told, after each run, the most resident memory its processes used together, in bytes. */
  onMemoryPeak?: (bytes: number) => void;
}

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });

const gigabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;

/** Runs `work` against a fresh Chromium; see the module comment. */
export function chromiumRunner(
  options: ChromiumRunOptions,
  visitorError: (message: string) => Error,
) {
  const runAs = systemChromiumUser(options.user);
  const capBytes = options.memoryCapBytes ?? MEMORY_CAP_BYTES;
  return async <T>(signal: AbortSignal, work: (port: number) => Promise<T>): Promise<T> => {
    if (!runAs.ok) throw visitorError(runAs.message);
    signal.throwIfAborted();
    const chromium = await launchChromium({
      path: options.chromiumPath,
      args: chromiumFlags(options.proxyPort),
      user: runAs.user,
    });
    let stopOverCap: (error: Error) => void = () => undefined;
    const overCap = new Promise<never>((_, reject) => (stopOverCap = reject));
    overCap.catch(() => undefined); // raced below; never left unhandled
    const watchdog = watchMemory({
      processes: chromium.processes,
      capBytes,
      onOver: () => {
        stopOverCap(
          visitorError(
            `The page used more than ${gigabytes(capBytes)} of memory while loading, so the test was stopped.`,
          ),
        );
        void chromium.end();
      },
    });
    try {
      return await Promise.race([work(chromium.port), aborted(signal), overCap]);
    } finally {
      options.onMemoryPeak?.(watchdog.stop());
      await chromium.end();
    }
  };
}
