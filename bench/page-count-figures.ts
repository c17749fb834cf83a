// `npx tsx bench/page-count-figures.ts` (after `npm run build`): the first download must not grow
// with the page count (docs/decisions/0020). Copies the sources to a temporary folder, adds
// FIXTURE_PAGES (default 200) location pages to the registry there (data only: the copy's
// registry.ts gets one more list; nothing here is shipped), builds the copy, and prints the largest
// change of any existing page's initial JavaScript (gzip) against this folder's dist/. Fails over
// 0.2 KB.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allPageFigures, type PageFigures } from '../build/bundle-figures';

const KB = 1024;
const LIMIT = 0.2 * KB;
const extra = Number(process.env.FIXTURE_PAGES ?? 200);

if (process.argv.includes('--figures')) {
  // In the copy: its figures, as JSON, for the parent process.
  console.log(JSON.stringify(await allPageFigures()));
} else {
  await compare();
}

async function compare(): Promise<void> {
  const root = process.cwd();
  const before = await allPageFigures();
  const copy = await mkdtemp(join(tmpdir(), 'page-count-'));
  try {
    const skip = new Set([
      'node_modules',
      'dist',
      'dist-server',
      'dist-node',
      '.git',
      'test-results',
    ]);
    await cp(root, copy, {
      recursive: true,
      filter: (source) => !skip.has(source.slice(root.length + 1).split('/')[0] ?? ''),
    });
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
    const registry = join(copy, 'src/content/registry.ts');
    const source = await readFile(registry, 'utf8');
    if (!source.includes('  ...demoPages(),\n];')) throw new Error('registry.ts changed shape');
    await writeFile(
      registry,
      source.replace('  ...demoPages(),\n];', '  ...demoPages(),\n  ...fixturePages(),\n];') +
        `
function fixturePages(): PageEntry[] {
  return Array.from({ length: ${extra} }, (_, n) =>
    page({
      id: \`location:haryana/fixture-town-\${n}\`,
      path: \`/locations/haryana/fixture-town-\${n}\`,
      template: 'location',
      title: \`Digital Marketing Agency in Fixture Town \${n}\`,
      label: \`Fixture Town \${n}\`,
      description: \`Digital marketing for Fixture Town \${n} businesses (Haryana).\`,
      icon: 'map-pin',
      parent: 'location:haryana',
      params: { place: 'gurgaon' },
    }),
  );
}
`,
    );
    const build = spawnSync('npm', ['run', 'build'], { cwd: copy, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build with the added pages failed');
    const figures = spawnSync(
      'npx',
      ['tsx', join(root, 'bench/page-count-figures.ts'), '--figures'],
      {
        cwd: copy,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (figures.status !== 0) throw new Error(figures.stderr);
    const after = new Map(
      (JSON.parse(figures.stdout.trim().split('\n').at(-1)!) as PageFigures[]).map((page) => [
        page.path,
        page,
      ]),
    );
    const changes = before.map((page) => ({
      page,
      delta: (after.get(page.path)?.jsGzip ?? Number.NaN) - page.jsGzip,
    }));
    const largest = changes.reduce((a, b) => (Math.abs(b.delta) > Math.abs(a.delta) ? b : a));
    const grown = changes.filter((change) => change.delta !== 0).length;
    console.log(
      `\n${extra} pages added (${before.length} → ${after.size}): initial JavaScript of the ` +
        `${before.length} existing pages changed on ${grown}; largest change ` +
        `${(largest.delta / KB).toFixed(2)} KB (${largest.delta} bytes, ${largest.page.path}), ` +
        `limit ±${(LIMIT / KB).toFixed(1)} KB.`,
    );
    if (!(Math.abs(largest.delta) <= LIMIT)) process.exitCode = 1;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
