import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';

export interface WalletPassRow {
  cardId: number;
  appleAuthToken: string;
  updatedAt: string;
  googleInsertedAt: string | null;
}

/**
 * The card's wallet row, made on its first Apple pass download or Google save link. From then on
 * the card's changes queue wallet updates (the migration's triggers); before, they cost nothing.
 * The Apple authentication token is 32 random hex characters (Apple asks for at least 16).
 */
export function ensureWalletPass(db: Db, cardId: number, now: Date = new Date()): WalletPassRow {
  const at = now.toISOString();
  db.$client
    .prepare(
      `INSERT INTO wallet_passes (card_id, apple_auth_token, created_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (card_id) DO NOTHING`,
    )
    .run(cardId, randomBytes(16).toString('hex'), at, at);
  return db.$client
    .prepare(
      `SELECT card_id AS cardId, apple_auth_token AS appleAuthToken, updated_at AS updatedAt,
              google_inserted_at AS googleInsertedAt
         FROM wallet_passes WHERE card_id = ?`,
    )
    .get(cardId) as WalletPassRow;
}
