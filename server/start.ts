// `npm start`: builds the site if dist/ is missing or stale, then serves it on PORT (default 4173)
// with the lead API, until SIGTERM or SIGINT, when it finishes in-flight requests, closes the lead
// database and exits.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildApp } from './app';
import { staleReason } from './build-freshness';
import { createLeadService } from './leads/lead-service';

const root = process.cwd();
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';

const reason = process.env.SKIP_BUILD ? undefined : staleReason(root);
if (reason) {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const leads = await createLeadService();
const app = await buildApp({
  distDir: join(root, 'dist'),
  logger: process.env.LOG_REQUESTS === '1',
  extend: leads.register,
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: closing the server.`);
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

await app.listen({ port, host });
console.log(`Reachmark is serving on http://localhost:${port}`);
