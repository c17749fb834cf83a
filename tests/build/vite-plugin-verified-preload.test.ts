import { describe, expect, it } from 'vitest';
import {
  VITE_PRELOAD_HELPER_ID,
  verifiedPreloadPlugin,
  withOwnChunk,
} from '../../build/vite-plugin-verified-preload';

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
    expect(load('/src/app/main.tsx')).toBeUndefined();
  });

  it('fails the build when the old helper stayed, or a lazy chunk imports CSS', () => {
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
    const chunk = (code: string, importedCss: string[] = []) => ({
      type: 'chunk',
      fileName: 'page.js',
      code,
      dynamicImports: ['page.js'],
      viteMetadata: { importedCss: new Set(importedCss) },
    });
    generateBundle.call(
      context,
      {},
      { 'index.js': chunk('const seen = {}; function preload() {}') },
    );
    expect(errors).toEqual([expect.stringContaining('kept its own preload helper')]);
    const helper = chunk('throw new e(`import`,`the module loader failed`,r)');
    generateBundle.call(context, {}, { 'index.js': chunk('x'), 'helper.js': helper });
    expect(errors).toHaveLength(1);
    generateBundle.call(context, {}, { 'page.js': chunk('x', ['page.css']), 'helper.js': helper });
    expect(errors).toEqual([
      expect.stringContaining('kept its own preload helper'),
      expect.stringContaining('page.js imports CSS'),
    ]);
  });
});
