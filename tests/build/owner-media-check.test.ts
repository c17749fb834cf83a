// The checks `npm run facts` and the build run on the owner's media (build/owner-media-check.ts,
// after the schema in shared/facts/owner-media-schema.ts): each mistake is named with its line and
// field: a missing file, an image too small or the wrong shape for its kind, alt text that is the
// file's name, a logo without its permission flag, a link that is not https and a review dated in
// the future. Right entries pass. The images are drawn in the test.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOwnerMedia } from '../../build/owner-media-check';
import { loadFactsYaml, type FactsProblem } from '../../shared/facts/load-facts-yaml';
import { FACTS_FILE } from '../../shared/facts/read-facts-file';
import { writeFixtureImage } from '../support/fixture-images';

let dir = '';
let shipped = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reachmark-media-check-'));
  shipped = await readFile(FACTS_FILE, 'utf8');
  await writeFixtureImage(join(dir, 'anita.jpg'), 400, 500);
  await writeFixtureImage(join(dir, 'tiny.jpg'), 120, 150);
  await writeFixtureImage(join(dir, 'wide.jpg'), 900, 400);
  await writeFixtureImage(join(dir, 'acme.png'), 320, 120);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** The shipped facts with `media:` written as `lines` (indented as under `media:`). */
function withMedia(lines: string[]): string {
  const start = shipped.indexOf('\nmedia:\n');
  expect(start).toBeGreaterThan(0);
  return `${shipped.slice(0, start)}\nmedia:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}

const lineOf = (text: string, start: string) =>
  text.split('\n').findIndex((line) => line.trim().startsWith(start)) + 1;

async function problemsOf(text: string): Promise<FactsProblem[]> {
  const result = loadFactsYaml(text);
  if ('problems' in result) return result.problems;
  return checkOwnerMedia(result.facts.media, text, dir, '2026-11-29');
}

describe('checkOwnerMedia', () => {
  it('passes right entries: a team photo, a permitted logo, a certification and a review', async () => {
    const text = withMedia([
      'team:',
      '  - name: Anita Rao',
      '    role: Head of Paid Media',
      '    photo: { file: anita.jpg, alt: Anita Rao at her desk }',
      'clientLogos:',
      '  - { client: Acme Tiles, file: acme.png, alt: Acme Tiles logo, permission: true }',
      'certifications:',
      '  - { name: Google Partner, issuer: Google, verifyUrl: "https://partnersdirectory.withgoogle.com/" }',
      'reviews:',
      '  - { author: Neha Gupta, quote: Replies within the hour., source: Google, url: "https://maps.google.com/", date: "2026-10-02" }',
    ]);
    expect(await problemsOf(text)).toEqual([]);
  });

  it('names the line of a missing file, an image too small and one of the wrong shape', async () => {
    const text = withMedia([
      'team:',
      '  - name: Anita Rao',
      '    role: Head of Paid Media',
      '    photo: { file: anita-missing.jpg, alt: Anita Rao at her desk }',
      '  - name: Dev Shah',
      '    role: SEO Specialist',
      '    photo: { file: tiny.jpg, alt: Dev Shah smiling }',
      'office:',
      '  - { file: wide.jpg, alt: The reception of our office }',
    ]);
    expect(await problemsOf(text)).toEqual([
      {
        line: lineOf(text, 'photo: { file: anita-missing.jpg'),
        field: 'media.team[1].photo.file',
        message: `no file anita-missing.jpg in ${dir}`,
      },
      {
        line: lineOf(text, 'photo: { file: tiny.jpg'),
        field: 'media.team[2].photo.file',
        message: 'tiny.jpg is 120x150 pixels; a team photo needs at least 336x420',
      },
      {
        line: lineOf(text, '- { file: wide.jpg'),
        field: 'media.office[1].file',
        message: 'wide.jpg is 900x400 pixels; an office photo needs at least 1200x600',
      },
      {
        line: lineOf(text, '- { file: wide.jpg'),
        field: 'media.office[1].file',
        message:
          'wide.jpg is 900x400 pixels; an office photo should be a landscape photo (from 6:5 to 2:1)',
      },
    ]);
  });

  it('names alt text that is only the file name', async () => {
    const text = withMedia(['office:', '  - { file: wide.jpg, alt: WIDE.jpg }']);
    const problems = await problemsOf(text);
    expect(problems).toContainEqual({
      line: lineOf(text, '- { file: wide.jpg'),
      field: 'media.office[1].alt',
      message: 'describe what the image shows (who, where, what), not its file name',
    });
  });

  it('names a logo without its permission flag', async () => {
    const text = withMedia([
      'clientLogos:',
      '  - client: Acme Tiles',
      '    file: acme.png',
      '    alt: Acme Tiles logo',
    ]);
    expect(await problemsOf(text)).toEqual([
      {
        line: lineOf(text, '- client: Acme Tiles'),
        field: 'media.clientLogos[1].permission',
        message: 'missing: this field is required',
      },
    ]);
  });

  it('names a verification link that is not https and a review dated in the future', async () => {
    const http = withMedia([
      'certifications:',
      '  - name: Google Partner',
      '    issuer: Google',
      '    verifyUrl: http://partnersdirectory.withgoogle.com/',
    ]);
    expect(await problemsOf(http)).toEqual([
      {
        line: lineOf(http, 'verifyUrl:'),
        field: 'media.certifications[1].verifyUrl',
        message: 'write a full https:// address',
      },
    ]);
    const future = withMedia([
      'reviews:',
      '  - author: Neha Gupta',
      '    quote: Replies within the hour.',
      '    source: Google',
      '    url: https://maps.google.com/',
      '    date: "2027-01-15"',
    ]);
    expect(await problemsOf(future)).toEqual([
      {
        line: lineOf(future, 'date:'),
        field: 'media.reviews[1].date',
        message: '2027-01-15 is in the future',
      },
    ]);
  });
});
