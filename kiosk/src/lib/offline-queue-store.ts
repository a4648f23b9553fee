import { create } from 'zustand';
import type { SyncResult, SyncScan } from '@dealcard/shared';
import {
  createIndexedDbStorage,
  createMemoryStorage,
  syncQueue,
  type OfflineStorage,
  type QueuedScan,
  type ScanConflict,
  type SeenVoucher,
  type SyncOutcome,
} from './offline-queue.ts';

let storage: OfflineStorage | null = null;

/** The tablet's offline storage: IndexedDB, or memory where a browser has none. */
export function offlineStorage(): OfflineStorage {
  storage ??= typeof indexedDB === 'undefined' ? createMemoryStorage() : createIndexedDbStorage();
  return storage;
}

interface OfflineQueueState {
  /** Scans accepted offline that the server has not answered for yet. */
  waiting: number;
  /** Scans being uploaded right now; 0 when no sync runs. */
  syncing: number;
  /** Scans the server did not apply, oldest first. */
  conflicts: ScanConflict[];
  /** Reads the counts from storage and forgets vouchers of cards expired before `today`. */
  load(today: string): Promise<void>;
  /** Queues a scan durably (with the voucher it used, none for a card QR): it resolves only once the scan is stored. */
  enqueue(scan: QueuedScan, seen?: SeenVoucher): Promise<void>;
  /** Uploads the queue; a call while one runs joins it. Resolves null when nothing was waiting. */
  sync(upload: (scans: SyncScan[]) => Promise<SyncResult[]>): Promise<SyncOutcome | null>;
  clearConflicts(): Promise<void>;
}

let running: Promise<SyncOutcome | null> | null = null;

/** The offline queue as the screens see it; the scans themselves live in `offlineStorage()`. */
export const useOfflineQueue = create<OfflineQueueState>((set) => {
  const refresh = async () => {
    const s = offlineStorage();
    const [scans, conflicts] = await Promise.all([s.listScans(), s.listConflicts()]);
    set({ waiting: scans.length, conflicts });
  };
  return {
    waiting: 0,
    syncing: 0,
    conflicts: [],
    load: async (today) => {
      await refresh();
      await offlineStorage().pruneSeen(today);
    },
    enqueue: async (scan, seen) => {
      await offlineStorage().addScan(scan, seen);
      await refresh();
    },
    sync: (upload) => {
      running ??= (async () => {
        try {
          const s = offlineStorage();
          const queued = await s.listScans();
          set({ waiting: queued.length });
          if (queued.length === 0) return null;
          set({ syncing: queued.length });
          return await syncQueue(s, upload, { onProgress: (remaining) => set({ waiting: remaining, syncing: remaining }) });
        } finally {
          set({ syncing: 0 });
          await refresh().catch(() => undefined);
          running = null;
        }
      })();
      return running;
    },
    clearConflicts: async () => {
      await offlineStorage().clearConflicts();
      await refresh();
    },
  };
});
