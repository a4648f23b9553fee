import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { onTestFinished } from 'vitest';
import { googleWalletFor } from '../wallet/google/google-wallet.ts';
import { createTestApp } from './harness.ts';
import { makeServiceAccountKey, startGoogleWalletStandIn } from './google-wallet-stand-in.ts';

export const TEST_ISSUER_ID = '3388000000022912345';

/**
 * A test app with Google Wallet on: a fresh service account key in a temporary folder, the token
 * endpoint and the Wallet API played by a local stand-in (closed after the test).
 */
export async function createGoogleWalletTestApp(options: { env?: Record<string, string>; logger?: Logger } = {}) {
  const keyDir = mkdtempSync(path.join(tmpdir(), 'dealcard-google-'));
  const account = makeServiceAccountKey(keyDir);
  const standIn = await startGoogleWalletStandIn({ clientEmail: account.key.client_email, publicKey: account.publicKey });
  onTestFinished(async () => {
    await standIn.close();
    rmSync(keyDir, { recursive: true, force: true });
  });
  const ctx = createTestApp({
    env: {
      GOOGLE_WALLET_ISSUER_ID: TEST_ISSUER_ID,
      GOOGLE_WALLET_KEY_FILE: account.file,
      GOOGLE_WALLET_API_URL: standIn.apiUrl,
      GOOGLE_OAUTH_TOKEN_URL: standIn.tokenUrl,
      ...options.env,
    },
    deps: options.logger ? { logger: options.logger } : {},
  });
  // The app's own (its routes made it first): the same token cache and class record as the link's.
  const wallet = googleWalletFor({ db: ctx.db, config: ctx.config, logger: options.logger ?? pino({ level: 'silent' }) });
  if (!wallet) throw new Error('Google Wallet settings were not read');
  return { ...ctx, standIn, account, wallet };
}
