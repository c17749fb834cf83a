// When `npm start` rebuilds dist/ first (server/build-freshness.ts): no build yet, or a source newer
// than the last build, among them the business facts, whose change renames the agency everywhere.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason } from '../../server/build-freshness';

let root = '';

/** Writes `path` (one folder deep) under the root, it and its folder modified `secondsAgo`. */
async function file(path: string, secondsAgo: number): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), 'x');
  const time = Date.now() / 1000 - secondsAgo;
  await utimes(join(root, path), time, time);
  await utimes(join(root, path, '..'), time, time);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-freshness-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('staleReason', () => {
  it('asks for a build when there is none', () => {
    expect(staleReason(root)).toBe('there is no build yet');
  });

  it('finds a build newer than every source up to date', async () => {
    await file('src/main.tsx', 120);
    await file('content/business.yaml', 120);
    await file('dist/pages.json', 60);
    expect(staleReason(root)).toBeUndefined();
  });

  it('rebuilds after the business facts change', async () => {
    await file('src/main.tsx', 120);
    await file('dist/pages.json', 60);
    await file('content/business.yaml', 10);
    expect(staleReason(root)).toBe('content changed since the last build');
  });

  it('rebuilds after a build step or shared module changes', async () => {
    await file('dist/pages.json', 60);
    await file('build/social-card.tsx', 10);
    expect(staleReason(root)).toBe('build changed since the last build');
  });
});
