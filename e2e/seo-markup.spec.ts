// Search markup on one page of every template: exactly one h1, the canonical URL, JSON-LD that
// parses, and HTML that the W3C Nu checker (vnu-jar) accepts without errors.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { pages } from '../src/content/registry';
import { absoluteUrl } from '../src/site/absolute-url';
import { registryPages } from '../src/site/registry-pages';
import { expect, test } from './support/fixtures';

const run = promisify(execFile);
const vnu = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);
const onePerTemplate = [...new Map(pages.map((page) => [page.template, page])).values()];

test.describe('with JavaScript off (the prerendered HTML)', () => {
  test.use({ javaScriptEnabled: false });
  test('one h1, the canonical URL and parseable JSON-LD on every template', async ({ page }) => {
    for (const entry of onePerTemplate) {
      await page.goto(entry.path);
      await expect(page.locator('h1'), entry.path).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]'), entry.path).toHaveAttribute(
        'href',
        absoluteUrl(registryPages.canonical(entry).path),
      );
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      if (entry.id !== 'home') expect(blocks.length, entry.path).toBeGreaterThan(0);
      for (const block of blocks) expect(() => JSON.parse(block), entry.path).not.toThrow();
    }
  });
});

test('the W3C Nu HTML checker finds no errors', async () => {
  test.setTimeout(120_000);
  const files = onePerTemplate.map((entry) =>
    join('dist', entry.path === '/' ? 'index.html' : `${entry.path.slice(1)}/index.html`),
  );
  files.push(join('dist', 'not-found.html'));
  let output = '';
  try {
    const result = await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    output = result.stderr;
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = (
    JSON.parse(output || '{"messages":[]}') as { messages: { url: string; message: string }[] }
  ).messages;
  expect(
    messages.map((message) => `${message.url.split('/dist/')[1]}: ${message.message}`),
  ).toEqual([]);
});
