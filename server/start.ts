// `npm start`: builds the site if dist/ is missing or stale, then serves it on PORT (default 4173)
// with the lead API, the SEO tools' address checks and the health checks, logging to stdout
// (logger.ts), until SIGTERM or SIGINT, when /readyz answers 503 at once, the server goes on
// serving for SHUTDOWN_DRAIN_MS (default 0), gives in-flight requests SHUTDOWN_GRACE_MS (default
// 10 s) to finish, drops the connections still open, closes the lead database and exits. A start
// that fails (the port taken, the database unreachable) says why in one line on stderr and closes
// what it had opened, admin.sock included.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from './app';
import { staleReason } from './build-freshness';
import { closeWithGrace } from './graceful-close';
import { healthRoutes } from './health-routes';
import { createLogger, flushLog } from './logger';
import { openStores } from './open-stores';
import { createReadiness } from './readiness';
import { readStartSettings } from './start-settings';
import { createToolsService } from './tools/tools-service';
import { site } from '../shared/site';

const root = process.cwd();
const read = readStartSettings(process.env);
if (!read.ok) {
  for (const problem of read.problems) console.error(problem);
  console.error('Not starting the server: fix the setting above and start again.');
  process.exit(1);
}
const {
  port,
  host,
  graceMs,
  drainMs,
  logLevel,
  trustProxy,
  leads: leadsConfig,
  tools: toolsConfig,
  pageSpeed,
} = read.settings;
// Closing the lead database after the grace period takes well under a second; past this, give up.
const STUCK_CLOSE_MS = 5_000;

/** Ends a start that failed: the reason in one line, then what was opened is closed (in time). */
async function failedStart(error: unknown, closeOpened: () => Promise<void>): Promise<never> {
  console.error(
    `Not starting the server: ${error instanceof Error ? error.message : String(error)}`,
  );
  setTimeout(() => process.exit(1), STUCK_CLOSE_MS).unref();
  await closeOpened().catch(() => undefined);
  process.exit(1);
}

const log = await createLogger({
  level: logLevel,
  pretty: process.stdout.isTTY === true,
  env: process.env,
});

const reason = process.env.SKIP_BUILD ? undefined : staleReason(root);
if (reason) {
  log.info(`Building the site first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

// With DATABASE_URL, several server processes share the request limits, the crawl and speed-test
// places and the speed-test cache through PostgreSQL (the lead outbox already is); else they are
// this process's own.
const { state, leads } = await openStores(leadsConfig, log).catch((error: unknown) =>
  failedStart(error, async () => undefined),
);
// Page Speed Checker: Google's PageSpeed Insights when PAGESPEED_API_KEY is set, else Lighthouse
// runs here, which need Chromium (Debian: apt-get install chromium); a server running as root
// runs Chromium as LIGHTHOUSE_USER, else as nobody.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tools = createToolsService({
  config: toolsConfig,
  chromiumPath: existsSync(chromiumPath) ? chromiumPath : undefined,
  lighthouseUser: process.env.LIGHTHOUSE_USER,
  pageSpeed,
  state,
});
const readiness = createReadiness({ db: leads.db, log });
const app = await buildApp({
  distDir: join(root, 'dist'),
  loggerInstance: log,
  trustProxy,
  extend: async (scope) => {
    scope.addHook('onClose', () => state.close());
    healthRoutes(scope, readiness);
    await leads.register(scope);
    await tools.register(scope);
  },
}).catch((error: unknown) =>
  failedStart(error, async () => {
    await leads.close();
    await state.close();
  }),
);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  // Before anything closes: load balancers asking from now on take this process out of rotation.
  readiness.markStopping();
  log.info(
    `${signal} received: /readyz answers 503; serving ${drainMs} ms more, then closing the ` +
      `server (${graceMs} ms for requests in flight).`,
  );
  setTimeout(
    () => {
      log.error('The server did not close in time; exiting anyway.');
      process.exit(1);
    },
    drainMs + graceMs + STUCK_CLOSE_MS,
  ).unref();
  const onCutShort = (open: number) =>
    log.info(
      `Grace period of ${graceMs} ms over: dropping ${open} connection${open === 1 ? '' : 's'} ` +
        'still open (requests unfinished or idle keep-alive).',
    );
  setTimeout(() => {
    // The log's last lines are written before the process goes (logger.ts).
    const exit = (code: number) => flushLog(log).then(() => process.exit(code));
    closeWithGrace(app, graceMs, onCutShort).then(
      () => exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'The server did not close cleanly.');
        return exit(1);
      },
    );
  }, drainMs);
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// app.close() closes the lead database (and its admin.sock) and the tools' proxy with the server.
await app.listen({ port, host }).catch((error: unknown) => failedStart(error, () => app.close()));
const { port: listening } = app.server.address() as AddressInfo;
log.info(`${site.name} is serving on http://localhost:${listening}`);
