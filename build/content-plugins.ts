// The plugins that serve the site's own data as modules (the facts, build data, Markdown, the
// figures the build draws, the tools' screenshots, the owner's media): the source imports them, so
// the site's build (vite.config.ts) and the unit tests (vitest.config.ts) both need every one.
import type { PluginOption } from 'vite';
import { buildDataPlugin } from './vite-plugin-build-data.ts';
import { businessFactsPlugin } from './vite-plugin-business-facts.ts';
import { companyFiguresPlugin } from './vite-plugin-company-figures.ts';
import { contentFiguresPlugin } from './vite-plugin-content-figures.ts';
import { markdownPlugin } from './vite-plugin-markdown.ts';
import { ownerMediaPlugin } from './vite-plugin-owner-media.ts';
import { toolScreenshotsPlugin } from './vite-plugin-tool-screenshots.ts';

export const contentPlugins = (): PluginOption[] => [
  businessFactsPlugin(),
  buildDataPlugin(),
  markdownPlugin(),
  contentFiguresPlugin(),
  toolScreenshotsPlugin(),
  ownerMediaPlugin(),
  companyFiguresPlugin(),
];
