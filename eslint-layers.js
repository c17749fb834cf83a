// The project's layers as import boundaries (docs/architecture.md): for each zone, the files in
// `target` may not import anything in `from`. eslint.config.js applies them with
// import-x/no-restricted-paths; tests/build/eslint-layers.test.ts proves each zone with a fixture.
const UI = ['./src/app', './src/pages', './src/features', './src/components'];

export const layerZones = [
  {
    target: ['./src/content', './shared'],
    from: [...UI, './src/site', './src/lib'],
    message: 'Content, facts and shared contracts are data and plain logic: they import no UI.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/app', './src/pages', './src/features'],
    message:
      'lib and components are shared by every feature: they import no feature, page or shell.',
  },
  {
    target: './src/site',
    from: ['./src/app', './src/pages', './src/features', './src/components'],
    message: 'The page model (src/site) imports no UI: the shell and the templates import it.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'A feature imports no page template and not the shell.',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'A page template imports not the shell: the shell renders the templates.',
  },
  {
    target: './server',
    from: ['./src', './build', './bench', './scripts'],
    message: 'The server imports shared/ only, never src/ (or the build and benchmark scripts).',
  },
  {
    target: ['./src', './shared', './server', './build', './scripts', './tests', './e2e'],
    from: './bench',
    message: 'Nothing imports the benchmarks.',
  },
];
