// The palette's first opening on a phone, in Chromium against a running server: a 375 px touch
// device on an emulated mobile connection (CDP Network.emulateNetworkConditions), each sample a
// fresh browser context that loads a page and waits until it is idle, then taps the search
// button. Measured from the finger down (the pointerdown event's time) to the first results
// painted (the task after the next animation frame), with the files and bytes fetched in between.
// Service workers are blocked: this is the first visit, before the worker has cached anything.
import { chromium, type Browser, type Page } from 'playwright-core';
import { newTouchPhoneContext } from '../e2e/support/touch-phone';
import { CHROMIUM_PATH } from '../scripts/chromium-path';

export interface NetworkProfile {
  name: string;
  /** Round-trip time added to every request, in milliseconds. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

/** A good 4G connection (Chrome DevTools' '4G' preset is 20 ms less latent): the issue's target. */
export const FOUR_G: NetworkProfile = {
  name: '4G',
  latencyMs: 85,
  downloadKbps: 9000,
  uploadKbps: 9000,
};

/** Lighthouse's mobile throttling ('slow 4G'). */
export const SLOW_FOUR_G: NetworkProfile = {
  name: 'slow 4G',
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
};

export interface PhoneOpening {
  /** Finger down to the first results painted. */
  ms: number;
  /** Files that came over the network in that time (not from the HTTP cache). */
  files: number;
  /** Their bytes as transferred (compressed bodies and headers). */
  bytes: number;
}

declare global {
  interface Window {
    /** When the finger went down on the search button (event time). */
    __pointerDown?: number;
    /** The opening being measured, installed before the tap. */
    __opening?: Promise<PhoneOpening>;
  }
}

/**
 * Runs before the app's scripts, so this capture listener sees the pointerdown before the search
 * button's own handler starts loading the palette. tsx compiles with esbuild's keepNames, whose
 * __name helper the evaluated functions below need in the page.
 */
const INIT_SCRIPT = `
  globalThis.__name = (target) => target;
  addEventListener('pointerdown', (event) => { window.__pointerDown = event.timeStamp; }, { capture: true });
`;

/** Resolves when the page has had two idle periods in a row with nothing left to fetch. */
async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  );
}

function installMeasurement(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.__opening = new Promise<PhoneOpening>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[cmdk-item]')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const now = performance.now();
            const since = window.__pointerDown!;
            const fetched = performance
              .getEntriesByType('resource')
              .filter(
                (entry): entry is PerformanceResourceTiming =>
                  entry.startTime >= since &&
                  entry instanceof PerformanceResourceTiming &&
                  entry.transferSize > 0,
              );
            resolve({
              ms: now - since,
              files: fetched.length,
              bytes: fetched.reduce((sum, entry) => sum + entry.transferSize, 0),
            });
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

async function measureOnce(
  browser: Browser,
  url: string,
  profile: NetworkProfile,
): Promise<PhoneOpening> {
  const context = await newTouchPhoneContext(browser, {
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.uploadKbps * 1000) / 8,
    });
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    await installMeasurement(page);
    await page.getByRole('button', { name: 'Search the site' }).tap();
    const opening = (await page.evaluate(() => window.__opening))!;
    if (!(opening.ms > 0)) throw new Error(`The opening was not measured (${opening.ms} ms)`);
    return opening;
  } finally {
    await context.close();
  }
}

export interface PhoneOpenings {
  path: string;
  profile: NetworkProfile;
  samples: PhoneOpening[];
}

/** `samples` first openings of the palette on each page over each profile, taking turns. */
export async function measurePhoneOpenings(
  baseUrl: string,
  paths: readonly string[],
  profiles: readonly NetworkProfile[],
  samples: number,
): Promise<PhoneOpenings[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const figures = paths.flatMap((path) =>
    profiles.map((profile): PhoneOpenings => ({ path, profile, samples: [] })),
  );
  try {
    for (let sample = 0; sample < samples; sample += 1) {
      for (const { path, profile, samples: taken } of figures) {
        taken.push(await measureOnce(browser, new URL(path, baseUrl).href, profile));
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
