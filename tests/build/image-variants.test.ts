// The image pipeline (build/image-variants.ts and owner-media.ts): from a source image drawn in the
// test, AVIF and WebP at each of its kind's widths (capped at the source's), named by hash under
// assets/media/, with the intrinsic width and height and an inline ThumbHash placeholder; only the
// logos of clients who gave permission are built.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVariant, planImage, variantWidths } from '../../build/image-variants';
import { planOwnerMedia } from '../../build/owner-media';
import { ownerMediaSchema } from '../../shared/facts/owner-media-schema';
import { writeFixtureImage } from '../support/fixture-images';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reachmark-image-variants-'));
  await writeFixtureImage(join(dir, 'anita.jpg'), 400, 500);
  await writeFixtureImage(join(dir, 'acme.png'), 320, 120);
  await writeFixtureImage(join(dir, 'other.png'), 320, 120);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('image pipeline', () => {
  it('caps the widths at the source’s own', () => {
    expect(variantWidths([112, 224, 336], 400)).toEqual([112, 224, 336]);
    expect(variantWidths([160, 320, 480], 320)).toEqual([160, 320]);
    expect(variantWidths([160, 320, 480], 200)).toEqual([160, 200]);
    expect(variantWidths([160, 320], 100)).toEqual([100]);
  });

  it('emits AVIF and WebP at each width, with the intrinsic size and an inline placeholder', async () => {
    const { image, variants } = await planImage(
      join(dir, 'anita.jpg'),
      'Anita Rao',
      [112, 224, 336],
      true,
    );
    expect(image).toMatchObject({ width: 400, height: 500, alt: 'Anita Rao' });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(600);
    expect(image.avif).toMatch(
      /^\/assets\/media\/anita-112\.\w{10}\.avif 112w, \/assets\/media\/anita-224\.\w{10}\.avif 224w, \/assets\/media\/anita-336\.\w{10}\.avif 336w$/,
    );
    expect(image.webp).toContain('.webp 336w');
    expect(image.src).toMatch(/^\/assets\/media\/anita-224\.\w{10}\.webp$/);
    expect(variants.map(({ width, format }) => `${format} ${width}`)).toEqual([
      'avif 112',
      'webp 112',
      'avif 224',
      'webp 224',
      'avif 336',
      'webp 336',
    ]);
    for (const variant of variants.filter(({ width }) => width === 224)) {
      const encoded = await sharp(await encodeVariant(variant)).metadata();
      expect(encoded.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([encoded.width, encoded.height]).toEqual([224, 280]);
    }
  });

  it('names the same source the same way every time, and a changed source differently', async () => {
    const first = await planImage(join(dir, 'acme.png'), 'Acme', [160], false);
    const again = await planImage(join(dir, 'acme.png'), 'Acme', [160], false);
    expect(again.image.avif).toBe(first.image.avif);
    await writeFixtureImage(join(dir, 'acme.png'), 330, 120);
    const changed = await planImage(join(dir, 'acme.png'), 'Acme', [160], false);
    expect(changed.image.avif).not.toBe(first.image.avif);
    expect(first.image.placeholder).toBeUndefined();
  });

  it('builds the team photos and only the logos with permission', async () => {
    const media = ownerMediaSchema.parse({
      team: [
        {
          name: 'Anita Rao',
          role: 'Head of Paid Media',
          photo: { file: 'anita.jpg', alt: 'Anita Rao' },
        },
        { name: 'Dev Shah', role: 'SEO Specialist' },
      ],
      clientLogos: [
        { client: 'Acme Tiles', file: 'acme.png', alt: 'Acme Tiles logo', permission: true },
        { client: 'Other Co', file: 'other.png', alt: 'Other Co logo', permission: false },
      ],
    });
    const { modules, variants } = await planOwnerMedia(media, dir);
    const { teamMembers } = modules.team as { teamMembers: { name: string; photo?: unknown }[] };
    expect(teamMembers.map((member) => [member.name, Boolean(member.photo)])).toEqual([
      ['Anita Rao', true],
      ['Dev Shah', false],
    ]);
    expect(modules.logos).toEqual({
      clientLogos: [
        { client: 'Acme Tiles', image: expect.objectContaining({ alt: 'Acme Tiles logo' }) },
      ],
    });
    expect(variants.some((variant) => variant.source.endsWith('other.png'))).toBe(false);
  });
});
