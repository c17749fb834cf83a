// The storage key of the lead outbox, apart from lead-storage.ts so that the start-up check
// (watch-outbox.ts, in every page's entry chunk) does not bring the storage code with it.
import { STORAGE_PREFIX } from '../../../shared/site';

export const OUTBOX_KEY = `${STORAGE_PREFIX}lead-outbox`;
