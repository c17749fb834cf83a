// Where the e2e server keeps its leads: a throwaway directory, emptied each time the server starts.
// One per port, so suites run side by side (other checkouts, E2E_PORT) never empty each other's.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_LEADS_DIR = join(tmpdir(), `reachmark-e2e-leads-${process.env.E2E_PORT ?? 4310}`);
