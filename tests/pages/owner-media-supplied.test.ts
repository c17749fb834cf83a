// /about and the home page as the prerender writes them (through src/app/entry-server.tsx) when the
// owner has supplied a team photo and a client logo: the facts' media planned by the real image
// pipeline (build/owner-media.ts) from images drawn in the test, served in place of the
// virtual:owner-media modules. The photo is a picture offering AVIF and WebP srcsets on
// the leader's card; the logo is one on a logo wall on both pages; the logo of a client who did
// not give permission is on neither.
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prerenderedPage } from './prerendered-page';

const fixture = vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { writeFixtureImage } = await import('../support/fixture-images');
  const { planOwnerMedia } = await import('../../build/owner-media');
  const { ownerMediaSchema } = await import('../../shared/facts/owner-media-schema');
  const dir = await mkdtemp(join(tmpdir(), 'reachmark-owner-media-pages-'));
  await writeFixtureImage(join(dir, 'ananya-iyer.jpg'), 400, 500);
  await writeFixtureImage(join(dir, 'acme-tiles.png'), 320, 120);
  await writeFixtureImage(join(dir, 'no-consent.png'), 320, 120);
  const media = ownerMediaSchema.parse({
    team: [
      {
        name: 'Ananya Iyer',
        role: 'Co-founder and Head of SEO',
        photo: { file: 'ananya-iyer.jpg', alt: 'Ananya Iyer in the office' },
      },
    ],
    clientLogos: [
      { client: 'Acme Tiles', file: 'acme-tiles.png', alt: 'Acme Tiles logo', permission: true },
      {
        client: 'No Consent Ltd',
        file: 'no-consent.png',
        alt: 'No Consent logo',
        permission: false,
      },
    ],
  });
  return { dir, ...(await planOwnerMedia(media, dir)) };
});

vi.mock('virtual:owner-media/team', async () => (await fixture).modules.team);
vi.mock('virtual:owner-media/logos', async () => (await fixture).modules.logos);
// What the plugin resolves the logo wall to when a logo has permission.
vi.mock(
  'virtual:owner-media/logo-wall',
  () => import('../../src/components/content/client-logo-wall'),
);

afterAll(async () => rm((await fixture).dir, { recursive: true, force: true }));

/** The <picture> whose <img> has `alt`, or undefined. */
const pictureWith = (html: string, alt: string) =>
  [...html.matchAll(/<picture>.*?<\/picture>/gs)]
    .map((match) => match[0])
    .find((markup) => markup.includes(`alt="${alt}"`));

describe('pages with the owner’s media supplied', () => {
  it('/about shows the team photo as AVIF and WebP srcsets with its size', async () => {
    const html = await prerenderedPage('/about');
    const picture = pictureWith(html, 'Ananya Iyer in the office');
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="\/assets\/media\/ananya-iyer-112\.\w+\.avif 112w, [^"]+ 336w"/,
    );
    expect(picture).toMatch(
      /<source type="image\/webp" srcSet="\/assets\/media\/ananya-iyer-112\.\w+\.webp 112w/,
    );
    expect(picture).toMatch(/width="400" height="500" loading="lazy"/);
    expect(picture).toContain('background-image:url(data:image/webp;base64,');
    // The other leaders keep their drawn marks.
    expect(html.match(/class="rm-name-mark /g)).toHaveLength(4);
  }, 60_000);

  it('/about and the home page show the permitted logo on a logo wall, and never the other', async () => {
    for (const path of ['/about', '/']) {
      const html = await prerenderedPage(path);
      const picture = pictureWith(html, 'Acme Tiles logo');
      expect(picture, path).toMatch(
        /<source type="image\/avif" srcSet="\/assets\/media\/acme-tiles-160\.\w+\.avif 160w/,
      );
      expect(picture, path).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 320w"/);
      expect(html, path).not.toContain('No Consent');
      expect(html, path).not.toContain('no-consent');
    }
  }, 60_000);
});
