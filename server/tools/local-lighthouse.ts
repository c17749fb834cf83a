// A Lighthouse 12 run in a fresh headless Chromium on this server (chromium-process.ts), with its
// sandbox, as an unprivileged user (chromium-user.ts), whose every request goes through the
// checked proxy (checked-proxy.ts) and which connects nowhere by itself (chromium-flags.ts). The
// browser is killed when the run ends, when the speed runner's deadline aborts it, or when its
// processes use more memory than the cap (memory-watchdog.ts), which the visitor is told. Used
// when no PageSpeed Insights key is set.
import { chromiumFlags } from './chromium-flags';
import { launchChromium } from './chromium-process';
import { systemChromiumUser } from './chromium-user';
import { MEMORY_CAP_BYTES, watchMemory } from './memory-watchdog';
import { SpeedTestError, type SpeedMeasure } from './speed-runner';

export interface LocalLighthouseOptions {
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

export function localLighthouse(options: LocalLighthouseOptions): SpeedMeasure {
  const runAs = systemChromiumUser(options.user);
  const capBytes = options.memoryCapBytes ?? MEMORY_CAP_BYTES;
  return async (url, formFactor, signal) => {
    if (!runAs.ok) throw new SpeedTestError(runAs.message);
    const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/desktop-config.js'),
    ]);
    signal.throwIfAborted();
    const chromium = await launchChromium({
      path: options.chromiumPath,
      args: chromiumFlags(options.proxyPort),
      user: runAs.user,
    });
    let stopOverCap: (error: SpeedTestError) => void = () => undefined;
    const overCap = new Promise<never>((_, reject) => (stopOverCap = reject));
    overCap.catch(() => undefined); // raced below; never left unhandled
    const watchdog = watchMemory({
      processes: chromium.processes,
      capBytes,
      onOver: () => {
        stopOverCap(
          new SpeedTestError(
            `The page used more than ${gigabytes(capBytes)} of memory while loading, so the test was stopped.`,
          ),
        );
        void chromium.end();
      },
    });
    try {
      const run = lighthouse(
        url,
        { port: chromium.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const result = await Promise.race([run, aborted(signal), overCap]);
      if (!result) throw new Error('no result');
      return result.lhr as unknown as Record<string, unknown>;
    } finally {
      options.onMemoryPeak?.(watchdog.stop());
      await chromium.end();
    }
  };
}
