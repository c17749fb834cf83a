// The shape of the owner's media in the business facts (`media` in content/business.yaml): team
// members (a photo optional), office photos, work samples, client logos (each with the client's
// permission), certifications with a verification link, and reviews with their source and date.
// Image files live in content/media/ beside the facts file; build/owner-media-check.ts checks what
// a schema cannot (the file is there, its size and shape, alt text that is not the file's name).
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);
const https = z.url({ protocol: /^https$/, message: 'write a full https:// address' });

/** A file in content/media/: a photo or a raster logo. */
export const mediaFileSchema = z.string().regex(/^[\w.-]+\.(?:jpe?g|png|webp|avif)$/i, {
  message: 'the name of a .jpg, .png, .webp or .avif file in content/media/ (no folders)',
});

/** An image: its file and the text a visitor who cannot see it reads instead. */
export const mediaImageSchema = z.object({ file: mediaFileSchema, alt: nonEmpty });

export const ownerMediaSchema = z.object({
  /** People shown on the about page; a leader of the same name there gets the photo. */
  team: z
    .array(z.object({ name: nonEmpty, role: nonEmpty, photo: mediaImageSchema.optional() }))
    .default([]),
  office: z.array(mediaImageSchema).default([]),
  work: z.array(mediaImageSchema.extend({ caption: nonEmpty })).default([]),
  /** Shown only with `permission: true`: the client agreed, in writing, to be named. */
  clientLogos: z
    .array(mediaImageSchema.extend({ client: nonEmpty, permission: z.boolean() }))
    .default([]),
  certifications: z
    .array(
      z.object({
        name: nonEmpty,
        issuer: nonEmpty,
        /** The issuer's own page where a visitor can check it. */
        verifyUrl: https,
        badge: mediaImageSchema.optional(),
      }),
    )
    .default([]),
  reviews: z
    .array(
      z.object({
        author: nonEmpty,
        quote: nonEmpty,
        rating: z.number().min(1).max(5).optional(),
        /** The platform the review was left on, e.g. Google or Clutch. */
        source: nonEmpty,
        url: https,
        date: z.iso.date(),
      }),
    )
    .default([]),
});

export type OwnerMedia = z.infer<typeof ownerMediaSchema>;
export type MediaImage = z.infer<typeof mediaImageSchema>;
