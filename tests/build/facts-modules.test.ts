// The data modules that stand in for shared/facts/brand-facts.ts, business-facts.ts and
// unbased-results.ts in the Vite builds, Vitest and the server's build: they hold exactly the facts
// content/business.yaml gives in Node, as plain data (no YAML parser, no file read), the brand part
// only in the brand module; invalid facts stop the build with the line and field of each problem.
import type * as NodeFs from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  BRAND_FACTS_MODULE,
  BUSINESS_FACTS_MODULE,
  factsModuleCode,
  UNBASED_RESULTS_MODULE,
} from '../../build/facts-modules';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';
import { FACTS_FILE, readFactsFile } from '../../shared/facts/read-facts-file';
import { pickBrandFacts } from '../../shared/facts/brand-fact-keys';
import { brandFacts } from '../../shared/facts/brand-facts';
import { businessFacts } from '../../shared/facts/business-facts';
import { businessFactsPlugin } from '../../build/vite-plugin-business-facts';

/** The facts as pages read them; the media reach them as built images (vite-plugin-owner-media.ts). */
const { media: declaredMedia, ...inNode } = readFactsFile();

/** The exports of a generated module, its import of the brand module given `brand`. */
function evaluate(code: string, brand?: unknown): Record<string, unknown> {
  const body = code
    .replace(/^import \{ brandFacts \} from '\.\/brand-facts';$/m, '')
    .replace(/^export const (\w+) =/gm, 'exports.$1 =');
  const exports: Record<string, unknown> = {};
  new Function('exports', 'brandFacts', body)(exports, brand);
  return exports;
}

describe('facts data modules', () => {
  it('give the brand module the brand part of the YAML, as data', () => {
    const code = factsModuleCode(BRAND_FACTS_MODULE, true)!;
    expect(code).not.toMatch(/yaml|readFile|import /);
    expect(evaluate(code)).toEqual({ brandFacts: pickBrandFacts(inNode) });
  });

  it('give the business module the rest, spreading the brand module instead of repeating it', () => {
    const code = factsModuleCode(BUSINESS_FACTS_MODULE, true)!;
    expect(code).not.toMatch(/yaml|readFile/);
    expect(code).not.toContain(inNode.contact.email);
    expect(evaluate(code, pickBrandFacts(inNode))).toEqual({ businessFacts: inNode });
  });

  it('leave the media declarations out of the business module', () => {
    expect(declaredMedia.team).toEqual([]);
    expect(factsModuleCode(BUSINESS_FACTS_MODULE, true)).not.toContain('"media"');
  });

  it('are what Vitest serves for the facts modules', () => {
    expect(brandFacts).toEqual(pickBrandFacts(inNode));
    expect(businessFacts).toEqual(inNode);
  });

  it('give unbased-results.ts a constant: shown outside production builds and under sample facts', () => {
    const shown = (production: boolean) =>
      evaluate(factsModuleCode(UNBASED_RESULTS_MODULE, production)!).unbasedResultsShown;
    expect(shown(false)).toBe(true);
    expect(shown(true)).toBe(inNode.sample);
    expect(unbasedResultsShown).toBe(true);
  });

  it('leave every other file alone', () => {
    expect(factsModuleCode(BRAND_FACTS_MODULE.replace('brand-facts', 'fact-phrases'), true)).toBe(
      undefined,
    );
  });

  it('stop the build with the line and field of each problem', async () => {
    vi.resetModules();
    vi.doMock('node:fs', async (original) => {
      const fs = await original<typeof NodeFs>();
      const readFileSync = (file: string, encoding: BufferEncoding) =>
        String(fs.readFileSync(file, encoding)).replace(/^ {2}size: \d+$/m, '  size: sixty');
      return { ...fs, readFileSync, default: { ...fs, readFileSync } };
    });
    const { businessFactsPlugin: plugin } = await import('../../build/vite-plugin-business-facts');
    const load = plugin().load as (this: unknown, id: string) => unknown;
    const context = {
      addWatchFile: () => undefined,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => load.call(context, BUSINESS_FACTS_MODULE)).toThrow(
      new RegExp(`${basename(FACTS_FILE).replace('.', '\\.')} line \\d+, team\\.size: `),
    );
    vi.doUnmock('node:fs');
    expect(businessFactsPlugin().name).toBe('reachmark:business-facts');
  });
});
