// The device's own store for work without a signal (docs/decisions/055-offline-work.md): one IndexedDB database,
// three object stores. Where there is no IndexedDB (the server's render, unit tests), every call does nothing.

const NAME = 'tc-offline';
const VERSION = 1;

/** The API's answers a coach may read offline, by request (offline-copy.ts). */
export const ANSWERS = 'answers';
/** Changes made on this device and not yet sent, in the order they were made (waiting-changes.ts). */
export const CHANGES = 'changes';
/** Whose data it is and when it was last brought up to date. */
export const META = 'meta';

type StoreName = typeof ANSWERS | typeof CHANGES | typeof META;

let opening: Promise<IDBDatabase | null> | null = null;

export const hasOfflineDb = (): boolean => typeof indexedDB !== 'undefined';

function open(): Promise<IDBDatabase | null> {
  if (!hasOfflineDb()) return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      const answers = db.createObjectStore(ANSWERS, { keyPath: 'id' });
      answers.createIndex('base', 'base');
      db.createObjectStore(CHANGES, { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore(META, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    // A browser that refuses storage (a private window's quota): the app works as before, online only.
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `work` in one transaction of `store` and resolves with what its last request gave, once the transaction is done. */
export async function inStore<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    let result: T | undefined;
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    if (request) request.onsuccess = () => (result = request.result);
    tx.oncomplete = () => resolve(result);
    // A full disk or a cleared site: the device keeps less, nothing breaks.
    tx.onerror = () => resolve(undefined);
    tx.onabort = () => resolve(undefined);
  });
}

/** Visits each row of `store` in one read-write transaction; `visit` may update or delete the row under the cursor. */
export const eachRow = (store: StoreName, visit: (row: IDBCursorWithValue) => void) =>
  inStore(store, 'readwrite', (s) => {
    const cursor = s.openCursor();
    cursor.onsuccess = () => {
      const row = cursor.result;
      if (!row) return;
      visit(row);
      row.continue();
    };
  });

export const getRow = <T>(store: StoreName, key: IDBValidKey) => inStore<T>(store, 'readonly', (s) => s.get(key) as IDBRequest<T>);
export const allRows = async <T>(store: StoreName): Promise<T[]> =>
  (await inStore<T[]>(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>)) ?? [];
export const putRow = (store: StoreName, row: unknown) => inStore(store, 'readwrite', (s) => s.put(row));
export const deleteRow = (store: StoreName, key: IDBValidKey) => inStore(store, 'readwrite', (s) => s.delete(key));

/** Empties the three stores: signing out, another person signing in, or the 14 days passed. */
export async function clearOfflineDb(): Promise<void> {
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction([ANSWERS, CHANGES, META], 'readwrite');
    for (const name of [ANSWERS, CHANGES, META]) tx.objectStore(name).clear();
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
    tx.onabort = () => resolve();
  });
}
