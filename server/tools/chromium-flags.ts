// The command line of the Chromium that runs Lighthouse on strangers' pages: headless, with its
// sandbox (no --no-sandbox: chromium-process.ts starts it as an unprivileged user), every request
// sent to the checked proxy, and nothing that connects on its own: Chromium may resolve no name
// but reach only 127.0.0.1 (the proxy, and the DevTools port it listens on), and every background
// service that talks to Google or anyone else (secure DNS, component and extension updates,
// sync, safe browsing, metrics, crash reports, translate, optimization hints, the media router,
// network time, DNS prefetch, field trials) is off. The rest are Lighthouse's own settings from
// chrome-launcher's defaults (no throttling of background tabs and timers, no prompts).

/** Features turned off with --disable-features, one switch for all. */
const DISABLED_FEATURES = [
  // Secure DNS and Chromium's own resolver: both would send DNS past the proxy.
  'DnsOverHttps',
  'AsyncDns',
  'Translate',
  'OptimizationHints',
  'OptimizationHintsFetching',
  'OptimizationGuideModelDownloading',
  // WebRTC's mDNS names for local addresses: an mDNS responder on the local network.
  'WebRtcHideLocalIpsWithMdns',
  'MediaRouter',
  'DialMediaRouteProvider',
  'NetworkTimeServiceQuerying',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'InterestFeedContentSuggestions',
  'PrivacySandboxSettings4',
  // Lighthouse 12 turns it off until its bugs are fixed (chrome-launcher's defaults).
  'RenderDocument',
];

/** Loopback: the checked proxy refuses it before any lookup or connection. */
const REFUSED_URL = 'http://127.0.0.1:9/';

export function chromiumFlags(proxyPort: number): string[] {
  return [
    '--headless=new',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    // Every request through the checked proxy; Chromium skips the proxy for loopback unless told.
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    '--proxy-bypass-list=<-loopback>',
    // No name resolves in Chromium, so nothing can connect without the proxy (which resolves).
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    '--disable-quic',
    // WebRTC through the proxy only: no UDP, no candidate naming this machine's addresses. (The
    // switch once written here, --force-webrtc-ip-handling-policy, does not exist: Chromium
    // ignored it, and a page's WebRTC listed the server's addresses.)
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--dns-prefetch-disable',
    '--no-pings',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-domain-reliability',
    '--disable-client-side-phishing-detection',
    '--disable-field-trial-config',
    '--metrics-recording-only',
    '--disable-breakpad',
    '--disable-extensions',
    '--disable-component-extensions-with-background-pages',
    '--disable-default-apps',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
    // Two calls the switches above leave (an on-demand component check to update.googleapis.com
    // and the account list from accounts.google.com, both at start): sent to an address the
    // proxy refuses at once (loopback), they never leave this machine.
    `--component-updater=url-source=${REFUSED_URL}`,
    `--gaia-url=${REFUSED_URL}`,
    // Lighthouse's settings (chrome-launcher's defaults).
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-ipc-flooding-protection',
    '--disable-hang-monitor',
    '--disable-prompt-on-repost',
    '--force-fieldtrials=*BackgroundTracing/default/',
    '--password-store=basic',
    '--mute-audio',
  ];
}
