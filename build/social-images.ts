// Draws the social images (og:image, 1200x630 PNG) at build time from the business facts, with no
// browser: Satori lays each card (social-card.tsx) out with the Inter font into an SVG whose text is
// paths, and resvg rasterises it. build/prerender.ts writes them into dist/og/, where the head tags
// and JSON-LD point (src/site/head/).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { BrandFacts } from '../shared/facts/brand-fact-keys';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  SOCIAL_IMAGE_NAMES,
  socialCard,
  type SocialImageName,
} from './social-card';

const require = createRequire(import.meta.url);

/**
 * Inter in the three weights the cards use (Satori reads WOFF, not WOFF2): its Latin subset, and
 * the extended one under a name of its own (Satori falls back from family to family, not between
 * files of one family) for the rupee sign and letters such as "Š" or "ṭ" in a name or tagline.
 */
export async function interFonts(): Promise<Font[]> {
  const files = (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700, 800] as const).map((weight) => ({ subset, weight })),
  );
  return Promise.all(
    files.map(async ({ subset, weight }) => ({
      name: subset === 'latin' ? 'Inter' : 'Inter Extended',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
}

/** The SVG of one card, its text drawn as paths. */
export async function socialImageSvg(
  name: SocialImageName,
  brand: BrandFacts,
  fonts?: Font[],
): Promise<string> {
  return satori(socialCard(name, brand), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fonts ?? (await interFonts()),
  });
}

/** Every social image's PNG by name, for the agency of `brand`. */
export async function drawSocialImages(
  brand: BrandFacts,
): Promise<Map<SocialImageName, Uint8Array>> {
  const fonts = await interFonts();
  const images = await Promise.all(
    SOCIAL_IMAGE_NAMES.map(async (name) => {
      const svg = await socialImageSvg(name, brand, fonts);
      const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
      return [name, png] as const;
    }),
  );
  return new Map(images);
}

/** Writes dist/og/<name>.png for every social image; returns how many. */
export async function writeSocialImages(distDir: string, brand: BrandFacts): Promise<number> {
  const images = await drawSocialImages(brand);
  await mkdir(join(distDir, 'og'), { recursive: true });
  await Promise.all(
    [...images].map(([name, png]) => writeFile(join(distDir, 'og', `${name}.png`), png)),
  );
  return images.size;
}
