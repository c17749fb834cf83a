// Where the e2e server keeps its leads: a throwaway directory, emptied each time the server starts.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_LEADS_DIR = join(tmpdir(), 'reachmark-e2e-leads');
