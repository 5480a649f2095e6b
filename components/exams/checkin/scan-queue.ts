/**
 * Scans made at the door without a connection, kept in IndexedDB until they are sent: each with the
 * device's time of the scan (`scannedAt`, which the check-in endpoint accepts), removed once the server
 * has answered it, so a scan is sent once however often the queue is flushed.
 */
export interface QueuedScan {
  id?: number;
  examId: number;
  venueId: string;
  code?: string;
  dni?: string;
  scannedAt: string;
}

const DB_NAME = "portal-control-de-acceso";
const STORE = "scans";

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openQueue();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const enqueueScan = (scan: QueuedScan) => inStore("readwrite", (store) => store.add(scan));
export const queuedScans = () => inStore<QueuedScan[]>("readonly", (store) => store.getAll());
export const dropScan = (id: number) => inStore("readwrite", (store) => store.delete(id));
