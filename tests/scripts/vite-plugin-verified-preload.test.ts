import { describe, expect, it } from 'vitest';
import {
  VITE_PRELOAD_HELPER_ID,
  verifiedPreloadPlugin,
  withOwnChunk,
} from '../../scripts/vite-plugin-verified-preload';

describe('withOwnChunk', () => {
  it('adds the dynamically imported chunk to its own preload files', () => {
    expect(withOwnChunk('assets/seo.js', [])).toEqual(['assets/seo.js']);
    expect(withOwnChunk('assets/page.js', ['assets/shared.js'])).toEqual([
      'assets/page.js',
      'assets/shared.js',
    ]);
  });

  it('does not list it twice', () => {
    expect(withOwnChunk('assets/page.js', ['assets/page.js', 'assets/shared.js'])).toEqual([
      'assets/page.js',
      'assets/shared.js',
    ]);
  });
});

describe('verifiedPreloadPlugin', () => {
  const plugin = verifiedPreloadPlugin();
  const load = plugin.load as (id: string) => string | undefined;

  it("serves the site's helper in place of Vite's", () => {
    expect(load(VITE_PRELOAD_HELPER_ID)).toMatch(
      /^export \{ __vitePreload \} from ".*\/src\/lib\/verified-preload\.ts";$/,
    );
    expect(load('/src/main.tsx')).toBeUndefined();
  });

  it('fails the build when a bundle with lazy imports kept the old helper', () => {
    const generateBundle = plugin.generateBundle as (
      this: unknown,
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    const errors: string[] = [];
    const context = {
      environment: { config: { consumer: 'client' } },
      error: (message: string) => errors.push(message),
    };
    const chunk = (code: string) => ({ type: 'chunk', code, dynamicImports: ['page.js'] });
    generateBundle.call(
      context,
      {},
      { 'index.js': chunk('const seen = {}; function preload() {}') },
    );
    expect(errors).toHaveLength(1);
    generateBundle.call(
      context,
      {},
      { 'index.js': chunk('x'), 'helper.js': chunk('did not apply') },
    );
    expect(errors).toHaveLength(1);
  });
});
