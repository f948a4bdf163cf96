// Where an offline punch queue (lib/punch-queue.ts) keeps its punches on the device: IndexedDB, else localStorage
// (private windows and old browsers that refuse IndexedDB), else memory. Each queue names its own database and key,
// so the GPS screen's punches and a kiosk's never mix.
import { memoryPunchStorage, type PunchStorage, type QueuedPunch } from "./punch-queue";

export interface PunchStorageNames {
  /** The IndexedDB database; its one object store is `store`, keyed by the punch's Idempotency-Key. */
  dbName: string;
  store: string;
  /** The fallback's localStorage key. */
  localStorageKey: string;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase({ dbName, store }: PunchStorageNames): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(dbName, 1);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(store)) open.result.createObjectStore(store, { keyPath: "key" });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error("IndexedDB is blocked"));
  });
}

function indexedDbStorage(db: IDBDatabase, store: string): PunchStorage {
  const write = (run: (objectStore: IDBObjectStore) => void) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(store, "readwrite");
      run(tx.objectStore(store));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  return {
    load: () => request(db.transaction(store, "readonly").objectStore(store).getAll() as IDBRequest<QueuedPunch[]>),
    put: (punch) => write((objectStore) => objectStore.put(punch)),
    remove: (key) => write((objectStore) => objectStore.delete(key)),
  };
}

function localStorageStorage(key: string): PunchStorage {
  const read = (): QueuedPunch[] => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? "[]") as QueuedPunch[];
    } catch {
      return [];
    }
  };
  const save = (items: QueuedPunch[]) => localStorage.setItem(key, JSON.stringify(items));
  return {
    load: async () => read(),
    put: async (punch) => save([...read().filter((p) => p.key !== punch.key), punch]),
    remove: async (punchKey) => save(read().filter((p) => p.key !== punchKey)),
  };
}

/** IndexedDB, opened lazily on first use; localStorage, then memory, when it cannot be opened. */
export function browserPunchStorage(names: PunchStorageNames): PunchStorage {
  let chosen: Promise<PunchStorage> | null = null;
  const get = () =>
    (chosen ??= (async () => {
      try {
        if (typeof indexedDB === "undefined") throw new Error("no IndexedDB");
        return indexedDbStorage(await openDatabase(names), names.store);
      } catch {
        try {
          localStorage.getItem(names.localStorageKey);
          return localStorageStorage(names.localStorageKey);
        } catch {
          return memoryPunchStorage();
        }
      }
    })());
  return {
    load: async () => (await get()).load(),
    put: async (punch) => (await get()).put(punch),
    remove: async (key) => (await get()).remove(key),
  };
}
