// `npm run build:server`: bundles server/ (and the shared code it imports) into plain JavaScript in
// dist-node/, packages left as imports, with the business facts from content/business.yaml built
// in as data (esbuild-plugin-business-facts.ts). `--outdir=<dir>` and `--metafile=<file>` let the
// Dockerfile test compile it elsewhere and list what it imports.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { businessFactsEsbuildPlugin } from './esbuild-plugin-business-facts';

const { values } = parseArgs({
  options: { outdir: { type: 'string', default: 'dist-node' }, metafile: { type: 'string' } },
});

const result = await build({
  entryPoints: ['server/start.ts', 'server/leads/dev-server.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node20',
  outbase: 'server',
  outdir: values.outdir,
  logLevel: 'warning',
  metafile: values.metafile !== undefined,
  plugins: [businessFactsEsbuildPlugin()],
}).catch(() => process.exit(1));
if (values.metafile) await writeFile(values.metafile, JSON.stringify(result.metafile));
