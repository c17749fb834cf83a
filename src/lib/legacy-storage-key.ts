// Storage keys used to start with the sample agency's name ('reachmark:palette-recents'); they are
// brand-neutral now ('site:palette-recents'). A key missing under its new name is looked for once
// under its old one and moved, so returning visitors keep their recent pages and queued messages.
import { LEGACY_STORAGE_PREFIX, STORAGE_PREFIX } from '../../shared/site';

/** The value stored under `key`'s old name, moved to `key`; undefined when there is none. */
export function takeLegacyValue(storage: Storage | undefined, key: string): string | undefined {
  if (!storage || !key.startsWith(STORAGE_PREFIX)) return undefined;
  const legacyKey = LEGACY_STORAGE_PREFIX + key.slice(STORAGE_PREFIX.length);
  const value = storage.getItem(legacyKey);
  if (value === null) return undefined;
  storage.setItem(key, value);
  storage.removeItem(legacyKey);
  return value;
}
