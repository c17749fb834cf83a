// The layering is enforced: ESLint (with the project's own eslint.config.js) refuses an import in
// each forbidden direction, an import cycle and a file name that is not kebab-case, and accepts the
// allowed directions. Each case lints a one-line file placed in the layer it speaks for.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const line = (from: string): string => `import { x } from '${from}';\nexport const y = x;\n`;

describe('import boundaries', { timeout: 180_000 }, () => {
  it.each([
    ['content imports no UI', 'src/content/fixture.ts', '../features/palette/scorer'],
    ['content imports not the page model', 'src/content/fixture.ts', '../site/pages'],
    ['shared imports no UI', 'shared/fixture.ts', '../src/app/routes'],
    ['shared imports not the page model', 'shared/fixture.ts', '../src/site/page-index'],
    ['lib imports no feature', 'src/lib/fixture.ts', '../features/palette/scorer'],
    ['components import no feature', 'src/components/fixture.ts', '../features/leads/send-lead'],
    [
      'the page model imports no feature',
      'src/site/fixture.ts',
      '../features/contact/whatsapp-link',
    ],
    ['a feature imports no page', 'src/features/palette/fixture.ts', '../../pages/home-page'],
    ['a feature imports not the shell', 'src/features/palette/fixture.ts', '../../app/routes'],
    ['a page imports not the shell', 'src/pages/fixture.ts', '../app/routes'],
    ['the server imports no src/', 'server/fixture.ts', '../src/lib/when-idle'],
    ['nothing imports the benchmarks', 'scripts/fixture.ts', '../bench/median'],
  ])('%s', async (_, filePath, from) => {
    expect(await ruleIds(filePath, line(from))).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['a feature imports lib', 'src/features/palette/fixture.ts', '../../lib/when-idle'],
    ['a page imports a feature', 'src/pages/fixture.ts', '../features/palette/scorer'],
    ['the shell imports the page model', 'src/app/fixture.ts', '../site/page-index'],
    ['the server imports shared/', 'server/fixture.ts', '../shared/leads/lead-fields'],
    ['the page model imports content', 'src/site/fixture.ts', '../content/registry'],
  ])('allows: %s', async (_, filePath, from) => {
    expect(await ruleIds(filePath, line(from))).toEqual([]);
  });
});

describe('cycles and names', { timeout: 180_000 }, () => {
  it('refuses an import cycle', async () => {
    const ids = await ruleIds(
      'tests/fixtures/lint-cycle/cycle-a.ts',
      line('./cycle-b').replace('{ x }', '{ second as x }'),
    );
    expect(ids).toContain('import-x/no-cycle');
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await ruleIds('src/lib/whenIdle.ts', 'export const y = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
  });
});
