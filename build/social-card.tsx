// The 1200x630 social image (og:image) of each page family, as an element tree Satori lays out
// (social-images.ts draws it to PNG at build time): the indigo card with the family's accent along
// its foot, the logo mark and brand name, the family's eyebrow and title, and the domain and phone.
// The brand name, the default card's title (the tagline), the domain and the phone come from the
// business facts, so an agency that changes them gets its own link previews.
import type { CSSProperties, ReactElement } from 'react';
import type { BrandFacts } from '../shared/facts/brand-fact-keys';
import type { SocialImage } from '../src/content/families';
import { MARK_R, markLetterOf } from '../shared/logo-mark';

/** Every social image by file name (dist/og/<name>.png): the families' and the default one. */
export type SocialImageName = SocialImage | 'default';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The family's line above the title, its title and its accent colour. */
interface CardWording {
  eyebrow: string;
  title: string;
  accent: string;
}

/** The family cards' wording; the default card's title is the tagline from the facts. */
const FAMILY_CARDS: Record<SocialImage, CardWording> = {
  services: {
    eyebrow: 'Services',
    title: 'SEO, Google Ads, social, content, email and web',
    accent: '#a5b4fc',
  },
  locations: {
    eyebrow: 'Across India',
    title: 'Local teams for 40+ cities and states',
    accent: '#fcd34d',
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Marketing that knows your sector',
    accent: '#f9a8d4',
  },
  blog: { eyebrow: 'Blog', title: 'Practical guides for Indian businesses', accent: '#86efac' },
  'case-studies': {
    eyebrow: 'Case studies',
    title: 'Real campaigns for real businesses',
    accent: '#fdba74',
  },
  tools: { eyebrow: 'Free SEO tools', title: 'Check your site in your browser', accent: '#67e8f9' },
  resources: { eyebrow: 'Resources', title: 'Guides, reports and templates', accent: '#c4b5fd' },
};

const wording = (name: SocialImageName, brand: BrandFacts): CardWording =>
  name === 'default'
    ? { eyebrow: 'Digital marketing agency', title: brand.brand.tagline, accent: '#2dd4bf' }
    : FAMILY_CARDS[name];

export const SOCIAL_IMAGE_NAMES: readonly SocialImageName[] = [
  'default',
  ...(Object.keys(FAMILY_CARDS) as SocialImage[]),
];

const PADDING_X = 80;
const PADDING_Y = 72;
const BORDER = 24;
const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING_X;
const MARK = 64;
const TITLE_LINE_HEIGHT = 1.1;
/** Height the title may take: the card less its padding, border, header, eyebrow and footer. */
const TITLE_HEIGHT = 250;

/**
 * The largest of `sizes` at which `text` fits `lines` lines of `width` pixels, reckoning a letter
 * of Inter Extra Bold at 0.6 of the size and a fifth of each line lost to wrapping at word ends;
 * the smallest size when none does. Wider than the measured average (about 0.56), so it errs on
 * the side of room to spare.
 */
export function fittingSize(
  text: string,
  sizes: readonly number[],
  width: number,
  lines: (size: number) => number,
): number {
  const fits = (size: number) =>
    Math.ceil((text.length * 0.6 * size * 1.2) / width) <= Math.max(1, lines(size));
  return sizes.find(fits) ?? sizes.at(-1)!;
}

/** The title's size: 72 px as most family titles are set, smaller for a long tagline. */
export const titleSize = (title: string): number =>
  fittingSize(title, [72, 64, 56, 48, 40], TEXT_WIDTH, (size) =>
    Math.floor(TITLE_HEIGHT / (size * TITLE_LINE_HEIGHT)),
  );

/** The brand name's size beside the mark: 40 px on one line, 28 px on two. */
export const nameSize = (name: string): number =>
  fittingSize(name, [40, 36, 32, 28], TEXT_WIDTH - MARK - 20, (size) => (size > 28 ? 1 : 2));

/** The site's domain as people type it: the facts' siteUrl without https:// and www. */
export const domainOf = (siteUrl: string): string =>
  new URL(siteUrl).hostname.replace(/^www\./, '');

const clamp = (lines: number): CSSProperties => ({
  display: 'block',
  lineClamp: lines,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The card of social image `name` for the agency of `brand`. */
/**
 * The logo mark, white with the brand's letter in indigo: the R's outline, any other letter set in
 * Inter (resvg draws no text inside an SVG without system fonts, so Satori sets it).
 */
function Mark({ letter }: { letter: string }) {
  if (letter === 'R')
    return (
      <svg width={MARK} height={MARK} viewBox="0 0 32 32" style={{ flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill="#ffffff" />
        <path d={MARK_R} fill="#3730a3" />
      </svg>
    );
  return (
    <div
      style={{
        width: MARK,
        height: MARK,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: MARK / 4,
        backgroundColor: '#ffffff',
        color: '#3730a3',
        fontSize: 40,
        fontWeight: 800,
      }}
    >
      {letter}
    </div>
  );
}

export function socialCard(name: SocialImageName, brand: BrandFacts): ReactElement {
  const { eyebrow, title, accent } = wording(name, brand);
  const size = titleSize(title);
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        padding: `${PADDING_Y}px ${PADDING_X}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        backgroundColor: '#312e81',
        borderBottom: `${BORDER}px solid ${accent}`,
        color: '#ffffff',
        // Inter Extended: the glyphs the Latin subset lacks (social-images.ts).
        fontFamily: 'Inter, Inter Extended',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark letter={markLetterOf(brand.brand.name)} />
        <div
          style={{
            ...clamp(2),
            fontSize: nameSize(brand.brand.name),
            fontWeight: 800,
            lineHeight: 1.1,
          }}
        >
          {brand.brand.name}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            ...clamp(1),
            fontSize: 34,
            fontWeight: 700,
            color: accent,
            textTransform: 'uppercase',
            letterSpacing: 3,
          }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            ...clamp(Math.floor(TITLE_HEIGHT / (size * TITLE_LINE_HEIGHT))),
            marginTop: 16,
            fontSize: size,
            fontWeight: 800,
            lineHeight: TITLE_LINE_HEIGHT,
            textWrap: 'pretty',
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ ...clamp(1), fontSize: 28, fontWeight: 400, opacity: 0.9 }}>
        {`${domainOf(brand.siteUrl)} · ${brand.contact.phone}`}
      </div>
    </div>
  );
}
