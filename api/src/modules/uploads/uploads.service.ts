import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOGO_MAX_BYTES, UPLOAD_DAILY_LIMIT_BYTES, UPLOAD_ERRORS, UPLOAD_URL_TTL_SECONDS } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { uploadTokens, uploads } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { sniffImageType } from './upload-bytes.ts';
import { API_MESSAGES } from '../../messages.ts';
import { transaction } from '../../db/transaction.ts';

const expired = () => new AppError(403, UPLOAD_ERRORS.expired, 'upload_expired');

function sign(secret: string, token: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload:${token}:${expires}`).digest('base64url');
}

/** A single-use upload URL, valid UPLOAD_URL_TTL_SECONDS, for a signed-in user. */
export function createUploadUrl(db: Db, secret: string, userId: string, now = new Date()): string {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  db.insert(uploadTokens).values({ id: token, userId, expiresAt: expiresAt.toISOString() }).run();
  return `/api/objects/upload/${token}?expires=${expires}&signature=${sign(secret, token, expires)}`;
}

/**
 * Checks the URL before any byte is read: signature, time, and an unused token row.
 * Returns the user the URL was issued to.
 */
export function checkUploadUrl(db: Db, secret: string, token: string, expiresRaw: unknown, signatureRaw: unknown): string {
  const expires = Number(expiresRaw);
  if (typeof signatureRaw !== 'string' || !Number.isInteger(expires)) throw expired();
  const expected = Buffer.from(sign(secret, token, expires));
  const given = Buffer.from(signatureRaw);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw expired();
  if (expires * 1000 <= Date.now()) throw expired();
  const row = db
    .select({ userId: uploadTokens.userId })
    .from(uploadTokens)
    .where(and(eq(uploadTokens.id, token), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, new Date().toISOString())))
    .get();
  if (!row) throw expired();
  return row.userId;
}

/** Stores one image: size and bytes checked, file written, token spent, row inserted. */
export async function storeUpload(db: Db, uploadsDir: string, token: string, userId: string, body: unknown): Promise<string> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (bytes.length === 0) throw new AppError(400, UPLOAD_ERRORS.emptyFile, 'empty_file');
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError(413, API_MESSAGES.imageTooLarge, 'file_too_large');
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new AppError(415, API_MESSAGES.imageType, 'unsupported_type');
  }
  const id = randomBytes(18).toString('base64url');
  mkdirSync(uploadsDir, { recursive: true });
  const file = path.join(uploadsDir, id);
  writeFileSync(file, bytes, { flag: 'wx' });
  try {
    await transaction(db, (tx) => {
      // The guard in the UPDATE makes the URL single-use even when two PUTs race.
      const spent = tx
        .update(uploadTokens)
        .set({ usedAt: new Date().toISOString() })
        .where(and(eq(uploadTokens.id, token), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, new Date().toISOString())))
        .run();
      if (spent.changes !== 1) throw expired();
      // In the transaction: two uploads racing cannot both fit under the day's allowance.
      const since = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
      const today = tx
        .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
        .where(and(eq(uploads.createdBy, userId), gt(uploads.createdAt, since)))
        .get();
      if ((today?.bytes ?? 0) + bytes.length > UPLOAD_DAILY_LIMIT_BYTES) {
        throw new AppError(429, API_MESSAGES.uploadQuota, 'upload_quota');
      }
      tx.insert(uploads).values({ id, contentType, size: bytes.length, createdBy: userId }).run();
    });
  } catch (err) {
    unlinkSync(file);
    throw err;
  }
  return `/objects/uploads/${id}`;
}
