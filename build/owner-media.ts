// The owner's media as the pages use them, planned by the image pipeline (image-variants.ts): the
// team members the facts declare, each with a photo when one is supplied, and the client logos
// whose clients gave permission (a logo without it is never shown, nor its file built). The
// exports of the virtual modules vite-plugin-owner-media.ts serves, and the files they name.
import { join } from 'node:path';
import type { OwnerMedia } from '../shared/facts/owner-media-schema.ts';
import { MEDIA_KINDS, type MediaKind } from './owner-media-kinds.ts';
import { planImage, type PlannedVariant } from './image-variants.ts';
import type { MediaImage } from '../shared/facts/owner-media-schema.ts';

export interface OwnerMediaBuild {
  /** The exports of each module, by its name after virtual:owner-media/. */
  modules: Record<'team' | 'logos', Record<string, unknown>>;
  variants: PlannedVariant[];
}

/** The media's modules and the files they name; `dir`: the media folder. */
export async function planOwnerMedia(media: OwnerMedia, dir: string): Promise<OwnerMediaBuild> {
  const variants: PlannedVariant[] = [];
  const plan = async (image: MediaImage, kind: MediaKind) => {
    const rule = MEDIA_KINDS[kind];
    const planned = await planImage(
      join(dir, image.file),
      image.alt,
      rule.widths,
      rule.placeholder,
    );
    variants.push(...planned.variants);
    return planned.image;
  };
  const teamMembers = await Promise.all(
    media.team.map(async ({ name, role, photo }) => ({
      name,
      role,
      ...(photo ? { photo: await plan(photo, 'team') } : {}),
    })),
  );
  const clientLogos = await Promise.all(
    media.clientLogos
      .filter((logo) => logo.permission)
      .map(async (logo) => ({ client: logo.client, image: await plan(logo, 'logo') })),
  );
  return { modules: { team: { teamMembers }, logos: { clientLogos } }, variants };
}
