// Checks the owner's media (`media` in the facts) against what a schema cannot see, and names the
// line of each mistake as the facts' other checks do (shared/facts/load-facts-yaml.ts): each image
// file is in the media folder, at least its kind's pixel size and within its range of shapes
// (owner-media-kinds.ts), with alt text that describes it rather than repeating its file name; no
// review is dated in the future. `npm run facts` and the build run it after the schema.
import { access } from 'node:fs/promises';
import { join, parse } from 'node:path';
import sharp from 'sharp';
import { lineOfField, type FactsProblem, fieldName } from '../shared/facts/load-facts-yaml.ts';
import type { OwnerMedia } from '../shared/facts/owner-media-schema.ts';
import { declaredImages, MEDIA_KINDS, type DeclaredImage } from './owner-media-kinds.ts';

interface PathProblem {
  path: readonly PropertyKey[];
  message: string;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Alt text that only repeats the file's name ("IMG_2041", "team-photo.jpg") says nothing. */
function isFileName(alt: string, file: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s._-]+/g, ' ')
      .trim();
  return [file, parse(file).name].some((name) => words(name) === words(alt));
}

async function imageProblems(
  { path, kind, image }: DeclaredImage,
  dir: string,
): Promise<PathProblem[]> {
  const rule = MEDIA_KINDS[kind];
  const problems: PathProblem[] = [];
  if (isFileName(image.alt, image.file))
    problems.push({
      path: [...path, 'alt'],
      message: 'describe what the image shows (who, where, what), not its file name',
    });
  const file = join(dir, image.file);
  if (!(await exists(file)))
    return [{ path: [...path, 'file'], message: `no file ${image.file} in ${dir}` }, ...problems];
  const { width, height } = await sharp(file)
    .metadata()
    .then((metadata) => metadata.autoOrient)
    .catch(() => ({ width: 0, height: 0 }));
  if (width === 0 || height === 0)
    return [{ path: [...path, 'file'], message: `${image.file} is not an image sharp can read` }];
  if (width < rule.minWidth || height < rule.minHeight)
    problems.push({
      path: [...path, 'file'],
      message: `${image.file} is ${width}x${height} pixels; ${rule.label} needs at least ${rule.minWidth}x${rule.minHeight}`,
    });
  const aspect = width / height;
  if (aspect < rule.aspect[0] || aspect > rule.aspect[1])
    problems.push({
      path: [...path, 'file'],
      message: `${image.file} is ${width}x${height} pixels; ${rule.label} should be ${rule.shape}`,
    });
  return problems;
}

/** Reviews dated after `today` (YYYY-MM-DD). */
function futureReviews(media: OwnerMedia, today: string): PathProblem[] {
  return media.reviews.flatMap((review, index) =>
    review.date > today
      ? [{ path: ['media', 'reviews', index, 'date'], message: `${review.date} is in the future` }]
      : [],
  );
}

/**
 * The mistakes in `media`, each with its line in `text` (the facts file's text), in the order of
 * the file; `dir`: the media folder; `today`: the date reviews may not be after.
 */
export async function checkOwnerMedia(
  media: OwnerMedia,
  text: string,
  dir: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<FactsProblem[]> {
  const found = await Promise.all(declaredImages(media).map((item) => imageProblems(item, dir)));
  return [...found.flat(), ...futureReviews(media, today)]
    .map(({ path, message }) => ({
      line: lineOfField(text, path),
      field: fieldName(path),
      message,
    }))
    .sort((a, b) => a.line - b.line);
}
