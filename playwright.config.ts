// End-to-end tests in Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else a browser
// Playwright installed itself) against the built site served by the production server.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromium } from 'playwright-core';
import { E2E_LEADS_DIR } from './e2e/support/leads-dir';
import { CHANGING_SITE_PORT } from './e2e/support/changing-fixture-site';
import { TOOLS_SITE_PORT } from './e2e/support/tools-fixture-site';

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}

const PORT = Number(process.env.E2E_PORT ?? 4310);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // In CI one worker a core, never fewer than two (locally Playwright's default, half the cores).
  workers: process.env.CI ? Math.max(2, availableParallelism()) : undefined,
  // One retry: on a loaded two-core machine, Debian's headless Chromium now and then stops
  // producing frames for one page (requestAnimationFrame never fires, so an action's "stable" check
  // waits out the test); it struck a different test in each of the last CI runs and rehearsals,
  // never the same one twice. A retried test is listed as flaky in the summary, so a test that
  // fails for a real reason still fails both times and a flaky one stays visible.
  retries: 1,
  // The JSON report feeds `npm run bench:test-times` (the time of each spec); test-results/ is
  // Playwright's output directory, emptied when a run starts, so the reports live beside it.
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_LEADS_DIR} && npm run build:server --silent && node --max-semi-space-size=2 dist-node/start.js`,
    // Its own leads database, a rate limit that lets the suite submit forms in a row, and the
    // SEO tools' fixture sites (e2e/support/tools-fixture-site.ts, changing-fixture-site.ts)
    // reachable by the fetcher.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LEADS_DATA_DIR: E2E_LEADS_DIR,
      LEADS_RATE_LIMIT: '100',
      TOOLS_ALLOW_HOSTS: `localhost:${TOOLS_SITE_PORT},localhost:${CHANGING_SITE_PORT}`,
    },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
