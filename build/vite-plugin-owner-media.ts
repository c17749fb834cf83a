// Serves the owner's media (`media` in the business facts) as data modules,
// `virtual:owner-media/team` and `.../logos` (build/owner-media.ts), so a page bundles
// only the descriptions of the images it shows; `.../logo-wall` is the logo wall's component, or,
// when no client has given permission, a stand-in that renders nothing (no code shipped for it); and the images themselves as AVIF and WebP files
// at several widths (image-variants.ts): the client build writes them under assets/media/ with the
// other hashed assets; the SSR build only names them; the dev server encodes each on request.
// Media mistakes stop the build with their lines, as `npm run facts` prints them.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { formatFactsProblems } from '../shared/facts/load-facts-yaml.ts';
import {
  FACTS_FILE,
  factsFileName,
  mediaDir,
  readFactsFile,
} from '../shared/facts/read-facts-file.ts';
import type { PlannedVariant } from './image-variants.ts';
import { imageVariantFiles } from './image-variant-files.ts';
import { checkOwnerMedia } from './owner-media-check.ts';
import { planOwnerMedia, type OwnerMediaBuild } from './owner-media.ts';

const NAMESPACE = 'virtual:owner-media/';
const LOGO_WALL = `${NAMESPACE}logo-wall`;
const logoWallFile = (withLogos: boolean) =>
  fileURLToPath(
    new URL(
      `../src/components/content/${withLogos ? 'client-logo-wall.tsx' : 'no-client-logos.ts'}`,
      import.meta.url,
    ),
  );

/** The media of the facts file, checked and planned. */
async function ownerMediaBuild(): Promise<OwnerMediaBuild> {
  const { media } = readFactsFile();
  const problems = await checkOwnerMedia(media, await readFile(FACTS_FILE, 'utf8'), mediaDir());
  if (problems.length > 0) throw new Error(formatFactsProblems(factsFileName(), problems));
  return planOwnerMedia(media, mediaDir());
}

export function ownerMediaPlugin(): Plugin {
  let planned: Promise<OwnerMediaBuild> | undefined;
  const plan = () => (planned ??= ownerMediaBuild());
  const files = new Map<string, PlannedVariant>();
  return {
    name: 'reachmark:owner-media',
    resolveId(id) {
      // Synchronous (the facts file only): whether any logo may be shown. Its images are checked
      // and planned when the logos' data module loads.
      if (id === LOGO_WALL)
        return logoWallFile(readFactsFile().media.clientLogos.some((logo) => logo.permission));
      return id.startsWith(NAMESPACE) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${NAMESPACE}`)) return undefined;
      this.addWatchFile(FACTS_FILE);
      const name = id.slice(NAMESPACE.length + 1);
      const built = await plan().catch((error: unknown) => this.error((error as Error).message));
      const data = built.modules[name as keyof OwnerMediaBuild['modules']];
      if (!data) this.error(`No owner media module ${NAMESPACE}${name}`);
      for (const variant of built.variants) files.set(variant.fileName, variant);
      return Object.entries(data)
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join('\n');
    },
    ...imageVariantFiles(files),
    hotUpdate({ file }) {
      if (file === FACTS_FILE) planned = undefined;
    },
  };
}
