import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startToolsFixtureSite, TOOLS_SITE } from './e2e/support/tools-fixture-site';

const PORT = 4321;
const stopSite = await startToolsFixtureSite();
const server = spawn('node', ['dist-node/start.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LEADS_DATA_DIR: '/tmp/render-shots/leads', TOOLS_ALLOW_HOSTS: `localhost:${process.env.E2E_TOOLS_SITE_PORT}` },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) {
  const ok = await fetch(`http://localhost:${PORT}/`).then((r) => r.ok, () => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 300));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [width, theme] of [[375, 'light'], [1280, 'light'], [375, 'dark']] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(`http://localhost:${PORT}/tools/seo-analyzer`);
  await page.waitForTimeout(1500);
  await page.getByLabel('Page address').fill(`${TOOLS_SITE}/js-app`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  const finding = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rendered by JavaScript' }) });
  await finding.waitFor();
  if (width === 375 && theme === 'light') await finding.screenshot({ path: `/tmp/render-shots/waiting-${width}.png` });
  await finding.getByText(/^Words before rendering/).waitFor({ timeout: 45_000 });
  await finding.screenshot({ path: `/tmp/render-shots/finding-${width}-${theme}.png` });
  await page.close();
}
await browser.close();
server.kill();
await stopSite();
