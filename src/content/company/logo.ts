// The logo and brand guide: the downloadable SVG variants (drawn at build time with the brand name
// as the wordmark, build/brand-logos.ts), the brand colours, and the rules for clear space, minimum
// size and use. Colours match the site's theme tokens.
import type { LogoGuide } from './schema';
import { LOGO_FILES, LOGO_HEIGHT, MARK_SIZE, logoWidth } from '../../../shared/brand-logo';
import { site } from '../../../shared/site';

const fullLogo = { width: logoWidth(site.name), height: LOGO_HEIGHT };

export const logoGuide: LogoGuide = {
  intro: `The ${site.name} logo is a rounded indigo square holding a white R, followed by the wordmark. Use the files below as they are; they are vector SVGs, so they stay sharp at any size on screen and in print. For press use, you do not need to ask permission, but please follow the rules on this page.`,
  variants: [
    {
      id: 'full-colour',
      name: 'Full-colour logo',
      file: LOGO_FILES['full-colour'],
      ...fullLogo,
      description:
        'The indigo mark with a white R and the wordmark in ink. This is the logo to use whenever you can.',
      background:
        'White or very light backgrounds only, such as #ffffff, #f8fafc or light grey paper.',
    },
    {
      id: 'mono-dark',
      name: 'Single-colour logo, dark',
      file: LOGO_FILES['mono-dark'],
      ...fullLogo,
      description:
        'The whole logo in ink (#0f172a), with the R cut out so the background shows through.',
      background:
        'Light backgrounds where colour is not possible or would clash: one-colour print, newspaper ads, stamps and forms.',
    },
    {
      id: 'mono-light',
      name: 'Single-colour logo, light',
      file: LOGO_FILES['mono-light'],
      ...fullLogo,
      description: 'The whole logo in white, with the R cut out so the background shows through.',
      background:
        'Dark or strongly coloured backgrounds, including brand indigo #3730a3, ink #0f172a and photographs with a dark, even area.',
    },
    {
      id: 'mark',
      name: 'Mark only',
      file: LOGO_FILES.mark,
      width: MARK_SIZE,
      height: MARK_SIZE,
      description:
        'The indigo square and R without the wordmark, for places where the name already appears nearby.',
      background:
        'Any background with enough contrast against indigo: app icons, social media avatars, favicons and event badges.',
    },
  ],
  colours: [
    {
      name: 'Brand indigo',
      hex: '#4338ca',
      usage: 'The mark, primary buttons, links and key highlights on light backgrounds.',
    },
    {
      name: 'Indigo strong',
      hex: '#3730a3',
      usage: 'Hover and pressed states, and solid brand backgrounds behind white text.',
    },
    {
      name: 'Accent teal',
      hex: '#0f766e',
      usage: 'Secondary highlights, success figures and charts; never for the mark itself.',
    },
    { name: 'Ink', hex: '#0f172a', usage: 'The wordmark, body text and dark backgrounds.' },
    {
      name: 'Indigo tint (dark theme)',
      hex: '#818cf8',
      usage: 'Links and highlights on dark backgrounds, where brand indigo is too dark to read.',
    },
    {
      name: 'Teal tint (dark theme)',
      hex: '#2dd4bf',
      usage: 'Accent figures and charts on dark backgrounds.',
    },
  ],
  clearSpace:
    'Keep clear space around the logo equal to half the height of the mark on every side. At the standard size of 40 pixels high, that is 20 pixels. No text, edge or other logo may enter that space.',
  minimumSize: {
    fullLogoPx: 120,
    markPx: 16,
    printMm: 25,
    note: 'Below 120 pixels wide on screen or 25 mm wide in print the wordmark becomes hard to read; use the mark alone instead. The mark works down to 16 pixels, the size of a browser tab icon.',
  },
  dos: [
    'Use the SVG files as supplied, scaled in proportion.',
    'Choose the variant that gives the strongest contrast with the background.',
    'Leave the clear space on every side.',
    'Use the full-colour logo on white wherever the medium allows colour.',
  ],
  donts: [
    'Do not stretch, squash, rotate or add effects such as shadows, outlines or gradients.',
    'Do not change the colours, or recolour the mark in teal or any client’s brand colour.',
    'Do not retype the wordmark in another font or change its spacing.',
    'Do not place the full-colour logo on busy photographs or mid-tone backgrounds.',
    'Do not combine the logo with another logo into a single lock-up without written approval.',
  ],
};
