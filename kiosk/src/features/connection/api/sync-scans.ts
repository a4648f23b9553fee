import type { SyncResponse, SyncScan } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

/** A sync call that hangs must not block the next tries: after this long it counts as failed. */
export const SYNC_TIMEOUT_MS = 30_000;

/** `POST /api/kiosk/sync`: scans accepted offline; a nonce sent again gets its first answer back. */
export const syncScans = (scans: SyncScan[]) =>
  api<SyncResponse>('/api/kiosk/sync', { method: 'POST', body: { scans }, timeoutMs: SYNC_TIMEOUT_MS }).then((r) => r.results);
