// The social images (build/social-card.tsx, build/social-images.ts) are drawn from the business
// facts: another agency's card spells its name, domain and phone and nothing of the sample agency's,
// every line of text stays inside the card's margins however long the name and tagline, and each
// image is a 1200x630 PNG that differs from the sample agency's.
import { createHash } from 'node:crypto';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { brandFacts } from '../../shared/facts/brand-facts';
import type { BrandFacts } from '../../shared/facts/brand-fact-keys';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  SOCIAL_IMAGE_NAMES,
  socialCard,
  type SocialImageName,
} from '../../build/social-card';
import { drawSocialImages, interFonts } from '../../build/social-images';
import { otherAgency, SAMPLE_AGENCY_TRACES } from '../fixtures/facts/other-agency';

interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Each word Satori lays out on the card, read from its SVG with the text left as text. */
async function wordsOf(name: SocialImageName, brand: BrandFacts): Promise<Word[]> {
  const svg = await satori(socialCard(name, brand), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await interFonts(),
    embedFont: false,
  });
  return [
    ...svg.matchAll(
      /<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g,
    ),
  ].map(([, x, y, width, size, text]) => ({
    text: text!.replaceAll('&amp;', '&'),
    x: Number(x),
    y: Number(y),
    width: Number(width),
    size: Number(size),
  }));
}

/** The card's text in reading order, a line break read as a space. */
const spelled = (words: Word[]): string =>
  words
    .map((word, index) => (index > 0 && word.y !== words[index - 1]!.y ? ' ' : '') + word.text)
    .join('')
    .replace(/ {2,}/g, ' ');

/**
 * Words whose letters cross the card's 80-pixel side margins or its 72-pixel top and bottom ones
 * (above the accent border); Inter's letters reach about 0.75 of the size above the baseline and
 * 0.25 below it.
 */
const outside = (words: Word[]): Word[] =>
  words.filter(
    (word) =>
      word.text.trim() !== '' &&
      (word.x < 80 ||
        word.x + word.width > CARD_WIDTH - 80 + 0.5 ||
        word.y - 0.75 * word.size < 72 ||
        word.y + 0.25 * word.size > CARD_HEIGHT - 24 - 72),
  );

/** Width and height from a PNG's signature and IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const sha = (png: Uint8Array) => createHash('sha256').update(png).digest('hex');

describe('social images', () => {
  it('name the other agency, its domain and its phone, and nothing of the sample agency', async () => {
    for (const name of SOCIAL_IMAGE_NAMES) {
      const text = spelled(await wordsOf(name, otherAgency));
      expect(text, name).toContain(otherAgency.brand.name);
      expect(text, name).toContain(`santragrowth.example · ${otherAgency.contact.phone}`);
      for (const trace of [...SAMPLE_AGENCY_TRACES, 'reachmark.in'])
        expect(text, `${name}: ${trace}`).not.toContain(trace);
    }
  });

  it('set the default card’s title from the tagline', async () => {
    const text = spelled(await wordsOf('default', otherAgency));
    expect(text).toContain(otherAgency.brand.tagline);
  });

  it('keep a long name and a tagline of three lines inside the margins, uncut', async () => {
    const long: BrandFacts = {
      ...otherAgency,
      brand: {
        ...otherAgency.brand,
        name: 'Sri Venkateswara Digital Marketing and Branding Solutions of Coimbatore',
        tagline:
          'Search engine optimisation, pay-per-click advertising, social media and content marketing for growing businesses across Tamil Nadu and Kerala',
      },
    };
    for (const name of SOCIAL_IMAGE_NAMES) {
      const words = await wordsOf(name, long);
      expect(outside(words), name).toEqual([]);
      expect(spelled(words), name).toContain(long.brand.name);
      expect(spelled(words), name).not.toContain('…');
    }
    const words = await wordsOf('default', long);
    const titleLines = new Set(words.filter((word) => word.size >= 40).map((word) => word.y));
    expect(titleLines.size).toBeGreaterThanOrEqual(3);
    expect(spelled(words)).toContain(long.brand.tagline);
  });

  it('are 1200x630 PNGs, each unlike the sample agency’s', async () => {
    const [other, sample] = await Promise.all([
      drawSocialImages(otherAgency),
      drawSocialImages(brandFacts),
    ]);
    expect([...other.keys()]).toEqual(SOCIAL_IMAGE_NAMES);
    for (const name of SOCIAL_IMAGE_NAMES) {
      expect(pngSize(other.get(name)!), name).toEqual({ width: 1200, height: 630 });
      expect(sha(other.get(name)!), name).not.toBe(sha(sample.get(name)!));
    }
  }, 30_000);
});
