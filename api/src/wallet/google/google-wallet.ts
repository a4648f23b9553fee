import type { Logger } from 'pino';
import type { Config, GoogleWalletConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { walletCardView } from '../card-view.ts';
import { ensureWalletPass } from '../passes.ts';
import type { WalletSender } from '../updates.ts';
import { createGoogleWalletClient, GoogleWalletError, type GoogleWalletClient } from './google-client.ts';
import { genericClassFor, genericObjectFor, googleObjectId } from './google-pass.ts';

export interface GoogleWallet {
  readonly client: GoogleWalletClient;
  /**
   * The "Save to Google Wallet" link of a card, its object inserted first (once), or undefined for
   * an unknown access code. Throws when Google cannot be reached: no link to a pass that is not there.
   */
  saveUrl(accessCode: string, origin: string): Promise<string | undefined>;
  /** The updater's Google half: brings an inserted card's object up to date; throws to be retried. */
  sender: WalletSender;
}

const statements = preparedPerDb((db) => ({
  cardByCode: db.$client.prepare<[string], { id: number }>('SELECT id FROM cards WHERE access_code = ?'),
  passOf: db.$client.prepare<[number], { googleInsertedAt: string | null; updatedAt: string }>(
    'SELECT google_inserted_at AS googleInsertedAt, updated_at AS updatedAt FROM wallet_passes WHERE card_id = ?',
  ),
  markInserted: db.$client.prepare<[string, number]>(
    'UPDATE wallet_passes SET google_inserted_at = ? WHERE card_id = ? AND google_inserted_at IS NULL',
  ),
  // Google only: Apple devices have nothing to fetch for this one.
  queueGoogleUpdate: db.$client.prepare<{ cardId: number; at: string }>(
    `INSERT INTO wallet_updates (card_id, queued_at, next_attempt_at, apple_done_at) VALUES (:cardId, :at, :at, :at)`,
  ),
}));

/**
 * The Google Wallet side of a card: one generic class per restaurant (inserted the first time one
 * of its cards is saved), one generic object per card, inserted when its save link is first asked
 * for and updated by the wallet updater after every change.
 */
export function createGoogleWallet(deps: {
  db: Db;
  google: GoogleWalletConfig;
  publicUrl: string | undefined;
  logger: Logger;
  client?: GoogleWalletClient;
}): GoogleWallet {
  const { db, google, logger } = deps;
  const client = deps.client ?? createGoogleWalletClient(google);
  const q = statements(db);
  const classesThere = new Set<number>();
  const classInserts = new Map<number, Promise<void>>();
  const objectInserts = new Map<number, Promise<void>>();

  function ensureClass(restaurantId: number): Promise<void> {
    if (classesThere.has(restaurantId)) return Promise.resolve();
    let pending = classInserts.get(restaurantId);
    if (!pending) {
      pending = client
        .insertClass(genericClassFor(google.issuerId, restaurantId))
        .then(() => void classesThere.add(restaurantId))
        .finally(() => classInserts.delete(restaurantId));
      classInserts.set(restaurantId, pending);
    }
    return pending;
  }

  /** The object as the card is now; undefined when the card is gone. */
  function objectOf(cardId: number) {
    const view = walletCardView(db, cardId);
    return view && { view, object: genericObjectFor(view, { issuerId: google.issuerId, publicUrl: deps.publicUrl }) };
  }

  async function insertObject(cardId: number): Promise<void> {
    const before = q.passOf.get(cardId)?.updatedAt;
    const current = objectOf(cardId);
    if (!current) return;
    await ensureClass(current.view.restaurantId);
    const inserted = await client.insertObject(current.object);
    // Already there (a save link asked for before this database knew it): written as the card is now.
    if (!inserted) await client.patchObject(current.object.id, current.object);
    const at = new Date().toISOString();
    q.markInserted.run(at, cardId);
    // A use between reading the card and marking it inserted was skipped by the updater (nothing
    // inserted yet): one more update brings the object level.
    if (q.passOf.get(cardId)?.updatedAt !== before) q.queueGoogleUpdate.run({ cardId, at });
    logger.info({ cardId, objectId: current.object.id, inserted }, 'google wallet object inserted');
  }

  /** One insert per card, whoever asks at the same moment. */
  function insertOnce(cardId: number): Promise<void> {
    let pending = objectInserts.get(cardId);
    if (!pending) {
      pending = insertObject(cardId).finally(() => objectInserts.delete(cardId));
      objectInserts.set(cardId, pending);
    }
    return pending;
  }

  return {
    client,
    async saveUrl(accessCode, origin) {
      const card = q.cardByCode.get(accessCode);
      if (!card) return undefined;
      // From here on the card's changes queue wallet updates (the migration's triggers).
      const pass = ensureWalletPass(db, card.id);
      if (pass.googleInsertedAt === null) await insertOnce(card.id);
      return client.saveUrl([googleObjectId(google.issuerId, card.id)], [origin]);
    },
    sender: {
      async send(cardId) {
        if (!q.passOf.get(cardId)?.googleInsertedAt) return;
        const current = objectOf(cardId);
        if (!current) return;
        try {
          await client.patchObject(current.object.id, current.object);
        } catch (err) {
          // Deleted on Google's side (by hand, or an issuer account reset): put it back as it is now.
          if (!(err instanceof GoogleWalletError && err.status === 404)) throw err;
          await ensureClass(current.view.restaurantId);
          await client.insertObject(current.object);
        }
      },
    },
  };
}

const perDb = new WeakMap<Db, GoogleWallet>();

/**
 * The process's Google Wallet for a database, or null when Google is not configured: the save
 * link route and the updater share it (one access token, one record of the classes inserted).
 */
export function googleWalletFor(deps: { db: Db; config: Config; logger: Logger }): GoogleWallet | null {
  const { db, config, logger } = deps;
  if (!config.google) return null;
  let wallet = perDb.get(db);
  if (!wallet) {
    wallet = createGoogleWallet({ db, google: config.google, publicUrl: config.publicUrl, logger });
    perDb.set(db, wallet);
  }
  return wallet;
}
