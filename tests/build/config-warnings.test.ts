// The Vite and Vitest configs load without a warning. Vite 8 bundles a config and warns about
// whatever in it, or in any module it imports, its native loader (planned as the default) could not
// load: an import without a file extension, for one. So the modules the configs import name their
// files ('./pwa-options.ts'), and every build, dev server and Vitest start prints nothing.
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { expect, it, vi } from 'vitest';

it.each(['vite.config.ts', 'vitest.config.ts'])(
  '%s loads without a warning',
  async (file) => {
    // The variable that silences the check is ignored, so the test holds whatever the shell sets.
    vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', '');
    const warnings: string[] = [];
    const logger: Logger = { ...createLogger('silent'), warn: (message) => warnings.push(message) };
    await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      file,
      undefined,
      'warn',
      logger,
    );
    expect(warnings).toEqual([]);
  },
  20_000,
);
