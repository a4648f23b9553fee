import type { AppleWalletConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { notFound } from '../../http/errors.ts';
import { normalizeAccessCode } from '../../modules/cards/codes.ts';
import { walletCardView } from '../card-view.ts';
import { ensureWalletPass } from '../passes.ts';
import { buildApplePass } from './pass.ts';

const statements = preparedPerDb((db) => ({
  cardId: db.$client.prepare<[string], { id: number }>(`SELECT id FROM cards WHERE access_code = ?`),
}));

export interface ApplePassFile {
  bytes: Buffer;
  /** The wallet row's updated_at: the pass's Last-Modified. */
  updatedAt: string;
}

interface PassContext {
  db: Db;
  config: AppleWalletConfig;
  uploadsDir: string;
  siteUrl: string;
}

/** The current pass of a card already in a wallet, or of one put in it now. */
export function applePassOfCard(ctx: PassContext, cardId: number): ApplePassFile {
  const wallet = ensureWalletPass(ctx.db, cardId);
  const view = walletCardView(ctx.db, cardId);
  if (!view) throw notFound('Card');
  const bytes = buildApplePass({
    config: ctx.config,
    view,
    authToken: wallet.appleAuthToken,
    webServiceUrl: `${ctx.siteUrl}/api/wallet/apple`,
    siteUrl: ctx.siteUrl,
    uploadsDir: ctx.uploadsDir,
  });
  return { bytes, updatedAt: wallet.updatedAt };
}

/** The holder's "Add to Apple Wallet": the card named by its access code, 404 for an unknown one. */
export function applePassOfAccessCode(ctx: PassContext, accessCode: string): ApplePassFile {
  const card = statements(ctx.db).cardId.get(normalizeAccessCode(accessCode));
  if (!card) throw notFound('Card');
  return applePassOfCard(ctx, card.id);
}
