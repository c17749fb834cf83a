// The accessibility demo's figure: the contrast ratio of the site's main text and background
// pairs in both themes, read from the theme's tokens (src/styles/theme.css) and measured with the
// contrast checker's own formula, against WCAG's 4.5:1 minimum for text.
import { readFileSync } from 'node:fs';
import { contrastRatio, formatRatio } from '../../src/features/a11y/contrast.ts';
import { drawBarRows } from './bar-rows.ts';

const PAIRS = [
  { label: 'Text on page', text: '--text', background: '--bg' },
  { label: 'Muted text on band', text: '--text-muted', background: '--subtle' },
  { label: 'Link on page', text: '--link', background: '--bg' },
  { label: 'Button text', text: '--brand-contrast', background: '--brand' },
] as const;

/** The colour tokens of the rule blocks whose selector is exactly `selector`, at a line's start. */
export function themeTokens(css: string, selector: string): Record<string, string> {
  const blocks = css.split(`\n${selector} {`).slice(1);
  if (blocks.length === 0) throw new Error(`No "${selector}" block in the theme`);
  return Object.fromEntries(
    blocks.flatMap((block) =>
      [...block.slice(0, block.indexOf('}')).matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{3,6})\b/gi)].map(
        (match) => [match[1]!, match[2]!],
      ),
    ),
  );
}

export function drawContrastPairs() {
  const css = readFileSync(new URL('../../src/styles/theme.css', import.meta.url), 'utf8');
  const themes = [
    { name: 'light', tokens: themeTokens(css, ':root') },
    { name: 'dark', tokens: themeTokens(css, ':root.dark') },
  ];
  const rows = themes.flatMap(({ name, tokens }) =>
    PAIRS.map((pair) => {
      const ratio = contrastRatio(tokens[pair.text]!, tokens[pair.background]!);
      return { label: `${pair.label}, ${name}`, value: ratio, shown: formatRatio(ratio) };
    }),
  );
  const alt =
    'Contrast of the site’s text colours in both themes against WCAG’s 4.5:1 minimum: ' +
    rows.map((row) => `${row.label} ${row.shown}`).join('; ');
  const drawn = drawBarRows(
    rows,
    {
      heading: 'Our theme’s contrast, both themes',
      subheading: 'Ratio to its background; the line is 4.5:1',
      mark: { value: 4.5, label: '' },
      max: 21,
      stacked: true,
    },
    alt,
  );
  return { ...drawn, alt, caption: 'Measured from the theme’s colours with the checker below.' };
}
