import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { SCAN_MAX_AGE_DAYS } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { EXPIRED_LINK_KEPT_MS } from '../find-my-card/find-my-card.service.ts';
import { transaction } from '../../db/transaction.ts';

/** An upload that no restaurant or nonprofit uses after this long was abandoned (a closed dialog). */
export const UNATTACHED_UPLOAD_KEPT_MS = 24 * 60 * 60_000;
/** How often the server sweeps. */
export const SWEEP_EVERY_MS = 60 * 60_000;

export interface SweepResult {
  sessions: number;
  uploadTokens: number;
  pairingCodes: number;
  findCardTokens: number;
  coordinatorInvites: number;
  uploads: number;
  invalidScans: number;
}

/**
 * Deletes what has no further use: expired sessions, upload URLs and pairing codes once used or
 * expired, coordinator invitations once expired (accepted ones are deleted then), find-my-card links a week after they expired (until then opening one says "expired"),
 * uploaded images that nothing refers to a day after they came, with their files, and offline
 * scans the server refused once they are 30 days old (the tablet has long settled them).
 */
export async function sweep(db: Db, uploadsDir: string, now = new Date()): Promise<SweepResult> {
  const at = now.toISOString();
  const sqlite = db.$client;
  const uploadCutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_KEPT_MS).toISOString();
  const abandoned = sqlite
    .prepare(
      `SELECT u.id FROM uploads u
        WHERE u.created_at < ?
          AND NOT EXISTS (SELECT 1 FROM restaurants r WHERE r.logo_url = '/objects/uploads/' || u.id)
          AND NOT EXISTS (SELECT 1 FROM nonprofits n WHERE n.logo_url = '/objects/uploads/' || u.id)`,
    )
    .all(uploadCutoff) as Array<{ id: string }>;
  const result = await transaction(db, (): SweepResult => ({
    sessions: sqlite.prepare('DELETE FROM sessions WHERE expire < ?').run(at).changes,
    uploadTokens: sqlite.prepare('DELETE FROM upload_tokens WHERE used_at IS NOT NULL OR expires_at < ?').run(at).changes,
    pairingCodes: sqlite.prepare('DELETE FROM kiosk_pairing_codes WHERE used_at IS NOT NULL OR expires_at < ?').run(at).changes,
    findCardTokens: sqlite
      .prepare('DELETE FROM find_card_tokens WHERE expires_at < ?')
      .run(new Date(now.getTime() - EXPIRED_LINK_KEPT_MS).toISOString()).changes,
    coordinatorInvites: sqlite.prepare('DELETE FROM coordinator_invites WHERE expires_at < ?').run(at).changes,
    uploads: abandoned.reduce((n, { id }) => n + sqlite.prepare('DELETE FROM uploads WHERE id = ?').run(id).changes, 0),
    invalidScans: sqlite
      .prepare("DELETE FROM kiosk_scans WHERE status = 'invalid' AND received_at < ?")
      .run(new Date(now.getTime() - SCAN_MAX_AGE_DAYS * 86_400_000).toISOString()).changes,
  }));
  // Files go after their rows: a crash in between leaves a file nobody serves, never a row without one.
  for (const { id } of abandoned) rmSync(path.join(uploadsDir, id), { force: true });
  return result;
}

/** Sweeps at start and then every SWEEP_EVERY_MS; a failed sweep is logged and tried again next time. */
export async function startSweeps(db: Db, uploadsDir: string, logger: Logger): Promise<{ stop(): void }> {
  const run = async () => {
    try {
      const result = await sweep(db, uploadsDir);
      if (Object.values(result).some((n) => n > 0)) logger.info({ swept: result }, 'swept expired rows and abandoned uploads');
    } catch (err) {
      logger.error({ err }, 'sweep failed');
    }
  };
  await run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
