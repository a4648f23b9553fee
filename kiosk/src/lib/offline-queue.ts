import type { OfflineKitResponse, SyncResult, SyncScan } from '@dealcard/shared';
import { SYNC_MAX_SCANS } from '@dealcard/shared/counter-rules';

/**
 * What the kiosk keeps on the tablet to work without a connection: the scans it accepted offline
 * (until the server has answered for each), the conflicts the server reported back, the vouchers
 * this tablet has already scanned, and the offline kit. IndexedDB holds them, so a reload or a
 * crash loses nothing; the logic below takes the storage as an argument so it runs on a fake too.
 */

/** A voucher or a card QR accepted offline, waiting for the server. */
export interface QueuedScan {
  /** The tablet's own id for the scan: the server applies a nonce once, however often it is sent. */
  nonce: string;
  token: string;
  scannedAt: string;
  /** From the voucher, to show a conflict without the server (a card QR: the campaign's offer, use 0). */
  offerId: number;
  use: number;
  holderFirstName: string;
  /** A card QR's scan: the offer staff picked from the kit (the campaign's), and its name. */
  campaignOfferId?: number;
  offerType?: string;
}

/** A scan accepted offline that the server did not apply. */
export interface ScanConflict {
  nonce: string;
  /** duplicate: the voucher had been used already; invalid: the server refused it (voided, expired, unknown). */
  status: 'duplicate' | 'invalid';
  scannedAt: string;
  offerId: number;
  use: number;
  holderFirstName: string;
  /** For a duplicate: when and where it had been used. */
  usedAt?: string;
  locationName?: string;
  syncedAt: string;
  /** A card QR's scan: the offer picked, of which nothing was left for a duplicate. */
  offerType?: string;
  /** The offer's name, as the tablet or the server knew it (a voucher does not carry it; the server names a duplicate's). */
  offerName?: string;
}

/** A voucher (offer and use) this tablet has seen used, kept until its card expires. */
export interface SeenVoucher {
  key: string;
  /** The card's expiry day, YYYY-MM-DD: after it the voucher is refused anyway. */
  expiry: string;
  scannedAt: string;
}

/** The offline kit as last fetched, with the restaurant it belongs to and the clocks' difference then. */
export interface StoredKit extends OfflineKitResponse {
  restaurantId: number;
  fetchedAt: string;
  /** Server time minus tablet time when it was fetched (missing in a kit stored by an older kiosk). */
  clockOffsetMs?: number;
}

export interface OfflineStorage {
  /** Queued scans, oldest first. */
  listScans(): Promise<QueuedScan[]>;
  /** Queues a scan and remembers its voucher as used (a card QR has none), in one write. */
  addScan(scan: QueuedScan, seen?: SeenVoucher): Promise<void>;
  /** Removes the scans the server answered for and keeps the conflicts among them, in one write. */
  settleScans(nonces: readonly string[], conflicts: readonly ScanConflict[]): Promise<void>;
  listConflicts(): Promise<ScanConflict[]>;
  clearConflicts(): Promise<void>;
  getSeen(key: string): Promise<SeenVoucher | undefined>;
  putSeen(seen: SeenVoucher): Promise<void>;
  /** Forgets vouchers whose card expired before `today` (YYYY-MM-DD). */
  pruneSeen(today: string): Promise<void>;
  getKit(): Promise<StoredKit | undefined>;
  putKit(kit: StoredKit): Promise<void>;
}

/** How many scans one sync call carries: as many as the server takes. */
export const SYNC_BATCH_SIZE = SYNC_MAX_SCANS;

/** The key of a voucher in the list of scanned ones: each (offer, use) is redeemed once, ever. */
export const voucherKey = (offerId: number, use: number) => `${offerId}:${use}`;

const byScannedAt = <T extends { scannedAt: string }>(a: T, b: T) => a.scannedAt.localeCompare(b.scannedAt);

/** Splits a list into consecutive groups of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('A batch holds at least one item');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SyncOutcome {
  applied: number;
  /** The conflicts this run found (also kept in storage). */
  conflicts: ScanConflict[];
  /** Scans still queued afterwards. */
  remaining: number;
}

/**
 * Uploads the queue, oldest first, in batches. A scan leaves the queue only once the server's
 * answer for its nonce has come back; a failed call stops the run (and is rethrown) with the
 * batches answered so far already settled, so nothing is lost or sent as new twice.
 */
export async function syncQueue(
  storage: OfflineStorage,
  upload: (scans: SyncScan[]) => Promise<SyncResult[]>,
  options: { batchSize?: number; now?: () => Date; onProgress?: (remaining: number) => void } = {},
): Promise<SyncOutcome> {
  const { batchSize = SYNC_BATCH_SIZE, now = () => new Date() } = options;
  const queued = (await storage.listScans()).sort(byScannedAt);
  let remaining = queued.length;
  let applied = 0;
  const conflicts: ScanConflict[] = [];
  for (const batch of batches(queued, batchSize)) {
    const results = await upload(
      batch.map(({ token, scannedAt, nonce, campaignOfferId }) => ({
        token,
        scannedAt,
        nonce,
        ...(campaignOfferId !== undefined ? { campaignOfferId } : {}),
      })),
    );
    const answers = new Map(results.map((r) => [r.nonce, r]));
    const settled: string[] = [];
    const found: ScanConflict[] = [];
    const syncedAt = now().toISOString();
    for (const scan of batch) {
      const answer = answers.get(scan.nonce);
      if (!answer) continue;
      settled.push(scan.nonce);
      if (answer.status === 'applied') {
        applied++;
        continue;
      }
      found.push({
        nonce: scan.nonce,
        status: answer.status,
        scannedAt: scan.scannedAt,
        offerId: scan.offerId,
        use: scan.use,
        holderFirstName: scan.holderFirstName,
        ...(answer.usedAt ? { usedAt: answer.usedAt } : {}),
        ...(answer.locationName ? { locationName: answer.locationName } : {}),
        ...(scan.offerType !== undefined ? { offerType: scan.offerType } : {}),
        ...((scan.offerType ?? answer.offerType) ? { offerName: scan.offerType ?? answer.offerType } : {}),
        syncedAt,
      });
    }
    if (settled.length) await storage.settleScans(settled, found);
    conflicts.push(...found);
    remaining -= settled.length;
    options.onProgress?.(remaining);
  }
  return { applied, conflicts, remaining };
}

/** A random id for a scan; `randomUUID` needs a secure context, which a kiosk in development may lack. */
export function newNonce(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storage in memory: the fallback where IndexedDB is missing, and the tests' stand-in. */
export function createMemoryStorage(): OfflineStorage {
  const scans = new Map<string, QueuedScan>();
  const conflicts = new Map<string, ScanConflict>();
  const seen = new Map<string, SeenVoucher>();
  let kit: StoredKit | undefined;
  return {
    listScans: async () => [...scans.values()].sort(byScannedAt),
    addScan: async (scan, voucher) => {
      scans.set(scan.nonce, { ...scan });
      if (voucher) seen.set(voucher.key, { ...voucher });
    },
    settleScans: async (nonces, found) => {
      for (const nonce of nonces) scans.delete(nonce);
      for (const c of found) conflicts.set(c.nonce, { ...c });
    },
    listConflicts: async () => [...conflicts.values()].sort(byScannedAt),
    clearConflicts: async () => conflicts.clear(),
    getSeen: async (key) => seen.get(key),
    putSeen: async (voucher) => void seen.set(voucher.key, { ...voucher }),
    pruneSeen: async (today) => {
      for (const [key, v] of seen) if (v.expiry < today) seen.delete(key);
    },
    getKit: async () => kit,
    putKit: async (next) => void (kit = next),
  };
}

// --- IndexedDB -------------------------------------------------------------------------------

const DB_NAME = 'dealcard-kiosk';
const DB_VERSION = 1;
type StoreName = 'scans' | 'conflicts' | 'seen' | 'kit';
const KIT_KEY = 'kit';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('scans')) db.createObjectStore('scans', { keyPath: 'nonce' });
      if (!db.objectStoreNames.contains('conflicts')) db.createObjectStore('conflicts', { keyPath: 'nonce' });
      if (!db.objectStoreNames.contains('seen')) db.createObjectStore('seen', { keyPath: 'key' });
      if (!db.objectStoreNames.contains('kit')) db.createObjectStore('kit');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another kiosk tab'));
  });
}

/** IndexedDB behind the storage interface: each method is one transaction, resolved once committed. */
export function createIndexedDbStorage(): OfflineStorage {
  let opening: Promise<IDBDatabase> | null = null;
  const database = () => {
    opening ??= openDatabase().then(
      (db) => {
        // A newer kiosk version upgrading the database, or the browser closing it: open again next time.
        const forget = () => {
          db.close();
          opening = null;
        };
        db.onversionchange = forget;
        db.onclose = forget;
        return db;
      },
      (err: unknown) => {
        opening = null;
        throw err;
      },
    );
    return opening;
  };

  /** Runs `work` in one transaction and resolves with its value once the transaction committed. */
  async function transact<T>(
    stores: StoreName[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction) => Promise<T> | T,
  ): Promise<T> {
    const db = await database();
    // 'strict': the scan is on disk before the valid screen says so.
    const tx = db.transaction(stores, mode, { durability: mode === 'readwrite' ? 'strict' : 'default' });
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    let working: Promise<T>;
    try {
      working = Promise.resolve(work(tx));
    } catch (err) {
      committed.catch(() => undefined);
      tx.abort();
      throw err;
    }
    const [value] = await Promise.all([working, committed]);
    return value;
  }

  const all = <T>(store: StoreName) =>
    transact([store], 'readonly', (tx) => done(tx.objectStore(store).getAll() as IDBRequest<T[]>));

  return {
    listScans: async () => (await all<QueuedScan>('scans')).sort(byScannedAt),
    addScan: (scan, seen) =>
      transact(['scans', 'seen'], 'readwrite', (tx) => {
        tx.objectStore('scans').put(scan);
        if (seen) tx.objectStore('seen').put(seen);
      }),
    settleScans: (nonces, found) =>
      transact(['scans', 'conflicts'], 'readwrite', (tx) => {
        const scans = tx.objectStore('scans');
        for (const nonce of nonces) scans.delete(nonce);
        const conflicts = tx.objectStore('conflicts');
        for (const c of found) conflicts.put(c);
      }),
    listConflicts: async () => (await all<ScanConflict>('conflicts')).sort(byScannedAt),
    clearConflicts: () => transact(['conflicts'], 'readwrite', (tx) => void tx.objectStore('conflicts').clear()),
    getSeen: (key) =>
      transact(['seen'], 'readonly', (tx) => done(tx.objectStore('seen').get(key) as IDBRequest<SeenVoucher | undefined>)),
    putSeen: (seen) => transact(['seen'], 'readwrite', (tx) => void tx.objectStore('seen').put(seen)),
    pruneSeen: (today) =>
      transact(['seen'], 'readwrite', async (tx) => {
        const store = tx.objectStore('seen');
        const seen = await done(store.getAll() as IDBRequest<SeenVoucher[]>);
        for (const v of seen) if (v.expiry < today) store.delete(v.key);
      }),
    getKit: () =>
      transact(['kit'], 'readonly', (tx) => done(tx.objectStore('kit').get(KIT_KEY) as IDBRequest<StoredKit | undefined>)),
    putKit: (kit) => transact(['kit'], 'readwrite', (tx) => void tx.objectStore('kit').put(kit, KIT_KEY)),
  };
}
