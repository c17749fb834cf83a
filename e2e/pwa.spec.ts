// The installable app in Chromium: no installability errors, the manifest and its icons served
// with the right types, the offline page for a page never visited, and a worker update offered
// once with a 'Reload' toast.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, waitForHydration, watchPage } from './support/fixtures';
import { controlledByWorker } from './support/service-worker';
import { buildApp } from '../server/app';
import { quoteCta, searchSite } from '../shared/visitor-words';

test('Chromium reports the site installable', async ({ playwright, launchOptions, baseURL }) => {
  // Installability is never reported in an incognito profile, which a new context is.
  const context = await playwright.chromium.launchPersistentContext('', launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const problems = watchPage(page, baseURL!);
    await page.goto(baseURL!);
    await waitForHydration(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(problems.messages).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the manifest, its icons and the apple-touch-icon answer 200 with their types', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Reachmark',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.shortcuts.map(({ name }) => name)).toEqual([
    quoteCta,
    'Contact Us',
    'Free SEO Tools',
  ]);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [
    ...manifest.icons.map(({ src }) => new URL(src, `http://x${manifestHref}`).pathname),
    appleIcon!,
  ];
  for (const icon of icons) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type'], icon).toBe('image/png');
  }
  for (const { url } of manifest.shortcuts)
    expect((await request.get(url)).status(), url).toBe(200);
});

test('a page never visited opens the offline page, with the saved pages and the palette', async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await page.goto('/');
  await waitForHydration(page);
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto('/services/seo/pune');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/services\/seo\/pune$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText('This page has not been saved on this device yet')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Pages saved on this device' });
  await expect(saved.getByRole('link', { name: 'Home' })).toBeVisible();
  // A saved page opens from the list, offline.
  await saved.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
  // Back returns to the offline page, whose palette searches every page.
  await page.goBack();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/services\/seo\/pune$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await page.getByRole('main').getByRole('button', { name: searchSite }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('combobox').fill('contact us');
  await page.getByRole('option', { name: /^Contact Us/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await context.setOffline(false);
});

test("an updated worker is offered once with a 'Reload' toast", async ({ browser }) => {
  // A server of its own, so the changed worker reaches no other test.
  const distDir = join(process.cwd(), 'dist');
  const original = await readFile(join(distDir, 'sw.js'), 'utf8');
  let version = 1;
  const app = await buildApp({
    distDir,
    extend: async (server) => {
      server.get('/sw.js', (_request, reply) =>
        reply
          .type('application/javascript; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(`${original}\n// version ${version}`),
      );
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const problems = watchPage(page, origin);
    await page.goto('/about');
    await waitForHydration(page);
    await controlledByWorker(page);
    const toasts = () =>
      page.evaluate(() => (window as unknown as { __updateToasts: number }).__updateToasts ?? 0);
    version = 2;
    await page.addInitScript(() => {
      Object.assign(window, { __updateToasts: 0 });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              node.textContent?.includes('A new version of the site is ready')
            )
              (window as unknown as { __updateToasts: number }).__updateToasts += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await waitForHydration(page);
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    expect(await toasts()).toBe(1);
    const loads = page.waitForEvent('load');
    await reload.click();
    await loads;
    await waitForHydration(page);
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => !registration?.waiting),
      ),
    ).toBe(true);
    await page.waitForTimeout(1000);
    await expect(page.getByText('A new version of the site is ready')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  } finally {
    await context.close();
    await app.close();
  }
});
