// Critical CSS per page: what the first view uses in both themes, trimmed, with the rule that
// keeps the rest invisible until the full stylesheet, within its budget.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCriticalCss } from '../../build/critical-css';

const FULL_CSS = [
  '@layer properties{@supports (not (x:y)){*{--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root{--color-ink:#111;--color-unused:#222;--spacing:.25rem}}',
  '@layer base{body{margin:0}}',
  '@layer components{.hero{color:var(--color-ink);transition-property:color,--tw-gradient-from}.hero:hover{color:red}.hero:is(:disabled,[aria-disabled="true"]){opacity:.6}.later{color:blue}.shadow{box-shadow:var(--tw-shadow)}}',
  '@layer utilities{.mt-4{margin-top:calc(var(--spacing)*4)}:where(.stack>:not(:last-child)){margin-bottom:1rem}:where(.gone>:not(:last-child)){margin-bottom:2rem}}',
  ':root{--rm-full-css:visible}',
  ':root.dark .hero{color:white}',
  '@media (prefers-color-scheme:dark){:root:not(.light){--color-ink:#eee}:root:not(.light) .hero{color:white}}',
  '@media print{.hero{display:none}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
].join('');

function fixture(main: string, fullCss: string): { distDir: string; html: string } {
  const distDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets/site.css'), fullCss);
  const html =
    '<html><head><link rel="stylesheet" href="/assets/site.css"></head><body><div id="root">' +
    `<header class="site-header"><a class="mt-4">Home</a></header><main id="main-content">${main}</main>` +
    '<footer class="site-footer"><p class="later">x</p></footer></div></body></html>';
  return { distDir, html };
}

async function criticalFor(main: string, fullCss = FULL_CSS) {
  const { distDir, html } = fixture(main, fullCss);
  return createCriticalCss({ distDir, fullCss })(html);
}

describe('createCriticalCss', () => {
  it('inlines the rules the first view uses, in both themes, and not those of later parts', async () => {
    const { css } = await criticalFor('<section class="hero">Hi</section>');
    expect(css).toContain('.hero{color:var(--color-ink)}');
    expect(css).toContain(':root.dark .hero{color:white}');
    expect(css).toContain(':root:not(.light) .hero{color:white}');
    expect(css).toContain(':root:not(.light){--color-ink:#eee}');
    expect(css).toContain('.mt-4{');
    expect(css).not.toContain('.later');
  });

  it("matches Tailwind's :where() selectors itself (Beasties drops them)", async () => {
    const { css } = await criticalFor('<div class="stack"><p>1</p><p>2</p></div>');
    expect(css).toContain(':where(.stack>:not(:last-child))');
    expect(css).not.toContain('.gone');
  });

  it('leaves out hover and disabled states, print rules, transitions and the @property fallback', async () => {
    const { css } = await criticalFor('<section class="hero">Hi</section>');
    expect(css).not.toContain(':hover');
    expect(css).not.toContain(':disabled');
    expect(css).not.toContain('opacity');
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('@supports');
    expect(css).not.toContain('transition');
  });

  it('gives registered properties their initial values in the lowest layer instead of @property', async () => {
    const { css } = await criticalFor('<section class="hero shadow">Hi</section>');
    expect(css).toContain('.shadow{box-shadow:var(--tw-shadow)}');
    expect(css).toContain('@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}');
    expect(css).not.toContain('@property');
  });

  it('drops custom properties and registrations nothing reads, and never the reveal property', async () => {
    const { css } = await criticalFor('<section class="hero">Hi</section>');
    expect(css).toContain('--color-ink:#111');
    expect(css).toContain('--spacing:.25rem');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--tw-unused');
    expect(css).not.toMatch(/--rm-full-css:visible/);
  });

  it("declares the full stylesheet's layer order first, so later layers keep their precedence", async () => {
    const { css } = await criticalFor('<section class="hero">Hi</section>');
    expect(css.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
  });

  it('keeps what comes after the first view invisible, and clipped sideways, until the full stylesheet sets the property', async () => {
    const many = Array.from({ length: 60 }, (_, index) => `<p>${index}</p>`).join('');
    const { css, deferred } = await criticalFor(many);
    expect(deferred).toContain('.site-footer');
    expect(deferred).toContain('#main-content>:nth-child(n+41)');
    expect(css).toContain(
      `@layer base{:where(${deferred.join(',')}){visibility:var(--rm-full-css,hidden);overflow-x:var(--rm-full-css,clip)}}`,
    );
  });

  it('takes a smaller first view when the CSS of the larger one is over the 14 KB budget', async () => {
    // 400 bytes of CSS for each of 60 paragraphs: 40 of them need 16 KB, 25 fit.
    const rule = (index: number) => `.c${index}{font-family:"${'a'.repeat(380)}";color:red}`;
    const fullCss = Array.from({ length: 60 }, (_, index) => rule(index)).join('');
    const main = Array.from({ length: 60 }, (_, index) => `<p class="c${index}">${index}</p>`).join(
      '',
    );
    const { css, deferred } = await criticalFor(main, fullCss);
    expect(Buffer.byteLength(css)).toBeLessThanOrEqual(14 * 1024);
    expect(deferred).toContain('#main-content>:nth-child(n+26)');
    expect(css).toContain('.c24{');
    expect(css).not.toContain('.c25{');
  });
});
