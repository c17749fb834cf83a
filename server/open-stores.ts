// What a server start opens before it serves: the lead service (its database opened and migrated)
// and the state it shares with other server processes (request limits, places, speed reports): in
// PostgreSQL with DATABASE_URL, else in this process's memory. The schema is migrated once a start,
// by the lead database's opening; the shared state only uses the tables that migration made.
import type { LeadsConfig } from './leads/config';
import { createLeadService, type LeadService } from './leads/lead-service';
import type { NoticeLog } from './shared-state/fallback-notice';
import { openPostgresState } from './shared-state/postgres-state';
import { createMemoryState, type SharedState } from './shared-state/shared-state';

export interface Stores {
  state: SharedState;
  leads: LeadService;
}

/** Opens both, or neither: when the lead database fails to open, the state is closed again. */
export async function openStores(config: LeadsConfig, log: NoticeLog): Promise<Stores> {
  const { databaseUrl } = config;
  const state = databaseUrl ? openPostgresState({ databaseUrl, log }) : createMemoryState();
  try {
    const leads = await createLeadService(config, {
      rateLimiter: state.rateLimiter('leads', { max: config.rateLimitPerMinute }),
    });
    return { state, leads };
  } catch (error) {
    await state.close();
    throw error;
  }
}
