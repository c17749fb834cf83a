// Everything the production server needs for leads in one call: the database opened and migrated,
// the CLI's requests answered while the server owns the embedded database, and the route plugin.
//
// In server/start.ts, with buildApp's `extend` hook:
//   const leads = await createLeadService();   // reads LEADS_*, SMTP_URL, DATABASE_URL; migrates
//   const app = await buildApp({ distDir, extend: leads.register });
//   ...on SIGTERM/SIGINT: await app.close();    // finishes requests in flight, then stops the
//                                               // outbox workers and closes the lead database
// Call leads.close() yourself only if the app is never built or started (it is safe to call twice).
// Behind a proxy or CDN, create the app with `trustProxy` so that request.ip is the visitor's.
import type { FastifyInstance } from 'fastify';
import { handleAdminRequest } from './admin-commands';
import { readLeadsConfig } from './config';
import type { LeadsConfig } from './config';
import { openDatabase } from './db';
import type { Database } from './db';
import { configuredChannels } from './delivery-channels';
import { createLeadRepository } from './lead-repository';
import { leadRoutes } from './lead-routes';
import type { LeadRoutesOptions } from './lead-routes';
import { runMigrations } from './migrations';

// A CLI command may hold the embedded database for a moment: wait for it rather than fail to start.
const SERVER_CLAIM_TIMEOUT_MS = 15_000;

/** Opens the configured database and brings its schema up to date. */
export async function openLeadDatabase(
  config: Pick<LeadsConfig, 'dataDir' | 'databaseUrl'>,
  { claimTimeoutMs = 0 } = {},
): Promise<Database> {
  const db = await openDatabase({ ...config, claimTimeoutMs });
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export interface LeadService {
  db: Database;
  /** Registers POST /api/leads on `app`, in its own encapsulated context; app.close() closes the database. */
  register(app: FastifyInstance): Promise<void>;
  /** Closes the database (app.close() already does, once registered). Safe to call twice. */
  close(): Promise<void>;
}

export async function createLeadService(
  config: LeadsConfig = readLeadsConfig(),
  overrides: Partial<Omit<LeadRoutesOptions, 'db'>> = {},
): Promise<LeadService> {
  const db = await openLeadDatabase(config, { claimTimeoutMs: SERVER_CLAIM_TIMEOUT_MS });
  // The CLI's requests run here while this process owns the embedded database: what it releases or
  // resends is queued on this server's channels, and its workers send it.
  const channels = configuredChannels(config);
  db.claim?.setHandler((request) =>
    handleAdminRequest(createLeadRepository(db, { channels }), request, channels),
  );
  const routeOptions: LeadRoutesOptions = {
    db,
    rateLimit: { max: config.rateLimitPerMinute },
    webhook: config.webhook,
    email: config.email,
    ipSalt: config.ipSalt,
    allowedOrigins: config.allowedOrigins,
    ...(config.outboxPollMs !== undefined && { outbox: { pollMs: config.outboxPollMs } }),
    ...overrides,
  };
  return {
    db,
    register: async (app) => {
      await app.register(async (scope) => {
        // Child hooks run first on close, so the routes' outbox workers stop before this.
        scope.addHook('onClose', () => db.close());
        await scope.register(leadRoutes, routeOptions);
      });
    },
    close: () => db.close(),
  };
}
