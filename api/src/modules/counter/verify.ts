import { decideUse, verifyAnswer, type CounterVerdict, type Language, type VerifyResponse, localZone } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { presentVerification } from './counter.presenter.ts';
import { findCode, findCodeById, markCodeVerified, type CodeRow } from './counter.queries.ts';

/** The rule's verdict on a code as found: the code holds its own use, judged at the time it was made. */
function judge(device: KioskDeviceAuth, row: CodeRow | undefined): CounterVerdict {
  return decideUse({
    zone: localZone(),
    restaurantId: device.restaurantId,
    card: row ? { restaurantId: device.restaurantId, status: row.cardStatus, expiry: row.cardExpiry } : null,
    offer: row ? { total: row.total } : null,
    code: row ? { undone: row.undoneAt !== null, verifiedAt: row.verifiedAt } : undefined,
    at: row?.redeemedAt ?? new Date(),
  });
}

function answer(device: KioskDeviceAuth, row: CodeRow | undefined, language: Language): VerifyResponse {
  const verdict = judge(device, row);
  const status = verifyAnswer(verdict);
  if (!row || status === 'not_found') return { status: 'not_found' };
  return presentVerification(status, row, verdict, language);
}

/**
 * The counter's check of a six-digit code. The code is first looked up and judged, a read: a code
 * already verified, a mistyped one and a guess never take the database's write lock. A code the
 * rule lets through is marked verified (time, location, device) by one guarded statement, so of
 * two tablets checking it at once exactly one sees "valid", and an undo or a refund that lands
 * between the read and the write is seen by the write.
 */
export function verifyCode(
  db: Db,
  device: KioskDeviceAuth,
  code: string,
  now: Date = new Date(),
  language: Language = 'en',
): VerifyResponse {
  const row = findCode(db, device.restaurantId, code);
  if (!judge(device, row).ok) return answer(device, row, language);
  const marked = markCodeVerified(db, {
    restaurantId: device.restaurantId,
    code,
    nowIso: now.toISOString(),
    locationId: device.locationId,
    deviceId: device.id,
  });
  if (marked) return presentVerification('valid', findCodeById(db, marked.id)!, { ok: true, at: now }, language);
  // Something changed between the look-up and the update: the answer is what it is now.
  return answer(device, findCode(db, device.restaurantId, code), language);
}
