// The web app manifest (name, colours, display, shortcuts), built from the site config and the
// registry so no name or href is typed twice. Its icons are added by vite-plugin-pwa from the
// assets generated out of public/logo.svg (build/pwa-options.ts).
import type { ManifestOptions } from 'vite-plugin-pwa';
import { defaultAssetName } from '@vite-pwa/assets-generator/config';
import { pages } from '../src/content/registry.ts';
import { site } from '../shared/site.ts';

/** The site's colours (src/styles/theme.css; index.html's theme-color meta tags): brand indigo and white in light, the night blue in dark. */
export const THEME_COLOURS = {
  light: { theme: '#4338ca', background: '#ffffff' },
  dark: { theme: '#0b1020', background: '#0b1020' },
} as const;

/** The size of the icon each shortcut carries (also generated as a plain icon). */
export const SHORTCUT_ICON_SIZE = 96;

const SHORTCUTS = ['quote', 'contact', 'tool:seo-tools'];

function shortcut(id: string): ManifestOptions['shortcuts'][number] {
  const page = pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`No page with id "${id}" for a manifest shortcut`);
  const size = {
    original: SHORTCUT_ICON_SIZE,
    width: SHORTCUT_ICON_SIZE,
    height: SHORTCUT_ICON_SIZE,
  };
  return {
    name: page.title,
    short_name: page.label ?? page.title,
    description: page.description,
    url: page.path,
    icons: [
      {
        src: `/${defaultAssetName('transparent', size)}`,
        sizes: `${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}`,
        type: 'image/png',
      },
    ],
  };
}

/**
 * The manifest; `user_preferences` carries the dark theme's colours for browsers that read it
 * (Chromium's manifest colour-scheme proposal), the others keep the light ones.
 */
export const webAppManifest: Partial<ManifestOptions> & {
  user_preferences: { color_scheme: { dark: { theme_color: string; background_color: string } } };
} = {
  id: '/',
  name: `${site.name}: digital marketing for Indian businesses`,
  short_name: site.name,
  description: site.tagline,
  lang: 'en-IN',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOURS.light.theme,
  background_color: THEME_COLOURS.light.background,
  user_preferences: {
    color_scheme: {
      dark: {
        theme_color: THEME_COLOURS.dark.theme,
        background_color: THEME_COLOURS.dark.background,
      },
    },
  },
  categories: ['business', 'productivity'],
  shortcuts: SHORTCUTS.map(shortcut),
};
