// The one way the site touches Web Storage. Every read survives missing keys, corrupt JSON, wrong
// shapes and disabled storage by returning the caller's fallback; every write survives quota errors.
// A key missing under its name is read once under its old, branded name (legacy-storage-key.ts).
import { takeLegacyValue } from './legacy-storage-key';

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Accessing storage throws when the browser blocks it (privacy modes, sandboxed frames).
    return undefined;
  }
}

/** The raw string under `key`, or undefined when missing or unreadable. */
export function readString(kind: StorageArea, key: string): string | undefined {
  try {
    const storage = area(kind);
    return storage?.getItem(key) ?? takeLegacyValue(storage, key);
  } catch {
    return undefined;
  }
}

/**
 * The JSON value under `key`, passed through `parse` (which validates the shape and may repair it).
 * Returns `fallback` when the key is missing, the JSON is corrupt or `parse` rejects it by throwing.
 */
export function readJson<T>(
  kind: StorageArea,
  key: string,
  parse: (value: unknown) => T,
  fallback: T,
): T {
  const raw = readString(kind, key);
  if (raw === undefined) return fallback;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

/** Stores a string; returns false when storage is unavailable or full. */
export function writeString(kind: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export const writeJson = (kind: StorageArea, key: string, value: unknown): boolean =>
  writeString(kind, key, JSON.stringify(value));

export function removeKey(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do: storage that cannot be written holds nothing of ours.
  }
}
