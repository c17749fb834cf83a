// A small key-value store over the browser's raw IndexedDB API: one database with one object
// store, opened for each call and closed after it. Nothing throws: every call answers a result,
// and a failure says which kind it was ('unavailable': no IndexedDB, private browsing or storage
// switched off; 'quota': the browser's storage for this site is full; 'failed': anything else), so
// a feature built on it can say so in plain words and carry on without it.

export type StoreFailure = 'unavailable' | 'quota' | 'failed';

export type StoreResult<T> = { ok: true; value: T } | { ok: false; failure: StoreFailure };

export interface KeyValueStore {
  /** The value under `key` as stored (undefined when there is none); the caller checks its shape. */
  get(key: string): Promise<StoreResult<unknown>>;
  set(key: string, value: unknown): Promise<StoreResult<undefined>>;
  delete(key: string): Promise<StoreResult<undefined>>;
}

const failureOf = (error: unknown): StoreFailure =>
  error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'failed';

function open(database: string, storeName: string): Promise<StoreResult<IDBDatabase>> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      if (typeof indexedDB === 'undefined') return resolve({ ok: false, failure: 'unavailable' });
      request = indexedDB.open(database, 1);
    } catch {
      // Some browsers throw at once when storage is blocked (sandboxed frames, privacy settings).
      return resolve({ ok: false, failure: 'unavailable' });
    }
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database closes this connection rather than blocking it.
      db.onversionchange = () => db.close();
      resolve({ ok: true, value: db });
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve({ ok: false, failure: 'unavailable' });
    };
    request.onblocked = () => resolve({ ok: false, failure: 'unavailable' });
  });
}

/** Runs one request in a transaction; resolves when the transaction has committed or failed. */
async function run<T>(
  database: string,
  storeName: string,
  mode: IDBTransactionMode,
  operate: (store: IDBObjectStore) => IDBRequest,
  read: (request: IDBRequest) => T,
): Promise<StoreResult<T>> {
  const opened = await open(database, storeName);
  if (!opened.ok) return opened;
  const db = opened.value;
  return new Promise((resolve) => {
    const done = (result: StoreResult<T>) => {
      db.close();
      resolve(result);
    };
    try {
      const transaction = db.transaction(storeName, mode);
      const request = operate(transaction.objectStore(storeName));
      transaction.oncomplete = () => done({ ok: true, value: read(request) });
      // A failed request aborts its transaction; the abort carries the reason (quota included).
      transaction.onabort = () =>
        done({ ok: false, failure: failureOf(transaction.error ?? request.error) });
    } catch (error) {
      // put() throws at once for a value that cannot be cloned; transaction() for a missing store.
      done({ ok: false, failure: failureOf(error) });
    }
  });
}

export function keyValueStore(database: string, storeName: string): KeyValueStore {
  return {
    get: (key) =>
      run(
        database,
        storeName,
        'readonly',
        (store) => store.get(key),
        (request) => request.result as unknown,
      ),
    set: (key, value) =>
      run(
        database,
        storeName,
        'readwrite',
        (store) => store.put(value, key),
        () => undefined,
      ),
    delete: (key) =>
      run(
        database,
        storeName,
        'readwrite',
        (store) => store.delete(key),
        () => undefined,
      ),
  };
}
