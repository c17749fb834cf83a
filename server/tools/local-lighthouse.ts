// A Lighthouse 12 run in a fresh headless Chromium on this server (chromium-run.ts: sandboxed, as
// an unprivileged user, every request through the checked proxy, memory capped). The browser is
// killed when the run ends, when the speed runner's deadline aborts it, or when its processes use
// more memory than the cap, which the visitor is told. Used when no PageSpeed Insights key is set.
import { chromiumRunner, type ChromiumRunOptions } from './chromium-run';
import { SpeedTestError, type SpeedMeasure } from './speed-runner';

export type LocalLighthouseOptions = ChromiumRunOptions;

export function localLighthouse(options: LocalLighthouseOptions): SpeedMeasure {
  const inChromium = chromiumRunner(options, (message) => new SpeedTestError(message));
  return async (url, formFactor, signal) => {
    const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/desktop-config.js'),
    ]);
    return inChromium(signal, async (port) => {
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('no result');
      return result.lhr as unknown as Record<string, unknown>;
    });
  };
}
