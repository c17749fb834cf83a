// Each kind of the owner's images (shared/facts/owner-media-schema.ts): the least pixel size and the
// range of shapes `npm run facts` accepts for it, and the widths the image pipeline makes of it,
// sized to how the pages show it (a team card's 112 px portrait, a logo's 160 px box...) at 1x to 3x.
import type { MediaImage, OwnerMedia } from '../shared/facts/owner-media-schema.ts';

export interface MediaKindRule {
  /** What the owner reads in a mistake, e.g. "a team photo". */
  label: string;
  minWidth: number;
  minHeight: number;
  /** Width divided by height, at least and at most. */
  aspect: readonly [number, number];
  /** In words, for the mistake. */
  shape: string;
  widths: readonly number[];
  /** Whether it gets a blurred placeholder while it loads (not logos: they are often transparent). */
  placeholder: boolean;
}

export const MEDIA_KINDS = {
  team: {
    label: 'a team photo',
    minWidth: 336,
    minHeight: 420,
    aspect: [0.6, 1.05],
    shape: 'a portrait or square photo',
    widths: [112, 224, 336],
    placeholder: true,
  },
  office: {
    label: 'an office photo',
    minWidth: 1200,
    minHeight: 600,
    aspect: [1.2, 2.1],
    shape: 'a landscape photo (from 6:5 to 2:1)',
    widths: [480, 800, 1200, 1600],
    placeholder: true,
  },
  work: {
    label: 'a work sample',
    minWidth: 1000,
    minHeight: 500,
    aspect: [0.75, 2.1],
    shape: 'from a 3:4 portrait to a 2:1 landscape',
    widths: [480, 800, 1200],
    placeholder: true,
  },
  logo: {
    label: 'a client logo',
    minWidth: 160,
    minHeight: 40,
    aspect: [0.8, 6],
    shape: 'from square to six times as wide as it is tall',
    widths: [160, 320, 480],
    placeholder: false,
  },
  badge: {
    label: 'a certification badge',
    minWidth: 120,
    minHeight: 120,
    aspect: [0.5, 2],
    shape: 'from 1:2 to 2:1',
    widths: [120, 240],
    placeholder: false,
  },
} as const satisfies Record<string, MediaKindRule>;

export type MediaKind = keyof typeof MEDIA_KINDS;

/** One declared image: where it is written in the facts, its kind and the image. */
export interface DeclaredImage {
  path: PropertyKey[];
  kind: MediaKind;
  image: MediaImage;
}

/** Every image the media declare, in the order of the file. */
export function declaredImages(media: OwnerMedia): DeclaredImage[] {
  const at = (...path: PropertyKey[]) => ['media', ...path];
  return [
    ...media.team.flatMap((person, index): DeclaredImage[] =>
      person.photo ? [{ path: at('team', index, 'photo'), kind: 'team', image: person.photo }] : [],
    ),
    ...media.office.map((image, index): DeclaredImage => ({
      path: at('office', index),
      kind: 'office',
      image,
    })),
    ...media.work.map((image, index): DeclaredImage => ({
      path: at('work', index),
      kind: 'work',
      image,
    })),
    ...media.clientLogos.map((image, index): DeclaredImage => ({
      path: at('clientLogos', index),
      kind: 'logo',
      image,
    })),
    ...media.certifications.flatMap((item, index): DeclaredImage[] =>
      item.badge
        ? [{ path: at('certifications', index, 'badge'), kind: 'badge', image: item.badge }]
        : [],
    ),
  ];
}
