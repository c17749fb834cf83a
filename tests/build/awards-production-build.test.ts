// A real production build (Vite's SSR build of src/app/entry-server.tsx, as `npm run build` makes it)
// with a fixture facts file holding one claim with evidence and one without: the prerendered HTML
// of /awards carries the proven claim and its listing link, and nothing of the unproven one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import type * as EntryServerModule from '../../src/app/entry-server';
import { businessFacts as fixture } from '../fixtures/facts/business-facts';

const root = resolve(import.meta.dirname, '../..');
const fixtureFile = resolve(import.meta.dirname, '../fixtures/facts/business-facts.ts');
const factsFile = resolve(root, 'shared/facts/business-facts.ts');

/** Every import of the business facts, except the fixture's own, gets the fixture instead. */
const fixtureFacts = (): Plugin => ({
  name: 'test:fixture-facts',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || importer === fixtureFile || !source.endsWith('business-facts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === factsFile ? fixtureFile : null;
  },
});

let outDir = '';
let awardsHtml = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'reachmark-facts-build-'));
  // Vitest runs with NODE_ENV=test, which would make the build a non-production one; `npm run
  // build` runs without it, so the build here gets what the real one gets.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    plugins: [fixtureFacts()],
    build: { ssr: 'src/app/entry-server.tsx', outDir, emptyOutDir: true, manifest: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const server = (await import(
    pathToFileURL(join(outDir, 'entry-server.js')).href
  )) as typeof EntryServerModule;
  const entry = server.pages.find((page) => page.path === '/awards')!;
  const { html, payload } = await server.renderPage('/awards', entry);
  awardsHtml = [
    server.headTagsHtml(server.headTags(entry)),
    html,
    server.pageDataHtml(payload.content),
  ].join('\n');
}, 240_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('production build with a fixture facts file', () => {
  const [unproven, proven] = fixture.claims;

  it('holds one claim with evidence and one without', () => {
    expect(proven?.evidence?.kind).toBe('listing');
    expect(unproven?.evidence).toBeUndefined();
  });

  it('prerenders the claim with evidence and its listing link', () => {
    const evidence = proven!.evidence;
    if (evidence?.kind !== 'listing') throw new Error('The fixture’s proven claim needs a listing');
    expect(awardsHtml).toContain(proven!.name);
    expect(awardsHtml).toContain(`href="${evidence.url}"`);
  });

  it('leaves every word of the claim without evidence out of the prerendered HTML', () => {
    for (const text of [unproven!.name, unproven!.issuer, unproven!.recognises])
      expect(awardsHtml).not.toContain(text);
    expect(awardsHtml).not.toContain('No evidence');
  });

  it('is a production build: the development marking of unproven claims is compiled out', () => {
    expect(awardsHtml).not.toContain('hidden in production');
  });
});
