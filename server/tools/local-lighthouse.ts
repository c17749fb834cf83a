// A Lighthouse 12 run in a fresh headless Chromium on this server, whose every request goes
// through the checked proxy (checked-proxy.ts); the browser is closed when the run ends or the
// speed runner's deadline aborts it. Used when no PageSpeed Insights key is set.
import type { SpeedMeasure } from './speed-runner';

export interface LocalLighthouseOptions {
  chromiumPath: string;
  /** The checked proxy's port on 127.0.0.1. */
  proxyPort: number;
}

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });

export function localLighthouse(options: LocalLighthouseOptions): SpeedMeasure {
  return async (url, formFactor, signal) => {
    const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all(
      [
        import('lighthouse'),
        import('chrome-launcher'),
        import('lighthouse/core/config/desktop-config.js'),
      ],
    );
    signal.throwIfAborted();
    const chrome = await chromeLauncher.launch({
      chromePath: options.chromiumPath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-quic',
        '--disable-background-networking',
        `--proxy-server=http://127.0.0.1:${options.proxyPort}`,
        // Chromium skips the proxy for loopback unless told not to.
        '--proxy-bypass-list=<-loopback>',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
      ],
    });
    try {
      const run = lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const result = await Promise.race([run, aborted(signal)]);
      if (!result) throw new Error('no result');
      return result.lhr as unknown as Record<string, unknown>;
    } finally {
      chrome.kill();
    }
  };
}
