// One Lighthouse 12 run, programmatic, in a fresh headless Debian Chromium (CHROMIUM_PATH, else
// /usr/bin/chromium), all four categories, mobile (Lighthouse's default: simulated slow 4G on a
// mid-range phone) or desktop. A run that ends in a Lighthouse runtime error (the trace of the page
// load went wrong, NO_NAVSTART on a busy machine) has no scores to speak of and is tried again.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH } from './chromium-path';

/** Running as root (CI containers) needs --no-sandbox; it is harmless otherwise. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];
export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
const ATTEMPTS = 3;

export type FormFactor = 'mobile' | 'desktop';

async function runOnce(url: string, formFactor: FormFactor): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/** A successful run (report and results), after up to three attempts. */
export async function runLighthouse(url: string, formFactor: FormFactor): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`Lighthouse ${url} (${formFactor}) failed, trying again: ${String(error)}`);
    }
  }
}
