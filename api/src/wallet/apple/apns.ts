import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { Logger } from 'pino';
import type { AppleWalletConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { WalletSender } from '../updates.ts';
import { forgetPushToken, pushTokensOf } from './web-service.ts';

/** One push's wait for Apple's answer before the round is failed and retried. */
const PUSH_TIMEOUT_MS = 15_000;

interface PushAnswer {
  status: number;
  reason?: string;
}

function push(session: http2.ClientHttp2Session, topic: string, token: string): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    // A pass update is a background push: topic = the pass type id, an empty payload, priority 5.
    const req = session.request({
      ':method': 'POST',
      ':path': `/3/device/${token}`,
      'apns-topic': topic,
      'apns-push-type': 'background',
      'apns-priority': '5',
      'content-type': 'application/json',
    });
    req.setTimeout(PUSH_TIMEOUT_MS, () => req.close(http2.constants.NGHTTP2_CANCEL));
    let status = 0;
    let body = '';
    req.setEncoding('utf8');
    req.on('response', (headers) => (status = Number(headers[':status'])));
    req.on('data', (chunk: string) => (body = (body + chunk).slice(0, 2000)));
    req.on('end', () => {
      let reason: string | undefined;
      try {
        reason = (JSON.parse(body) as { reason?: string }).reason;
      } catch {
        reason = undefined;
      }
      resolve({ status, reason });
    });
    req.on('error', reject);
    req.end('{}');
  });
}

/**
 * Apple's side of a wallet update: an empty push to every device registered for the card, which
 * then asks the pass web service what changed. APNs over HTTP/2 with the pass certificate as the
 * TLS client identity; an http:// APPLE_APNS_URL speaks HTTP/2 in the clear (the tests' stand-in).
 * A token APNs says is gone (410, or 400 BadDeviceToken) loses its registration; any other failure
 * throws, so the updater tries the card again later.
 */
export function createApnsSender({
  db,
  config,
  logger,
  trustedCa,
}: {
  db: Db;
  config: AppleWalletConfig;
  logger: Logger;
  /** Tests only: the authority of a local https stand-in (Apple's own is publicly trusted). */
  trustedCa?: Buffer;
}): WalletSender {
  const tls = () =>
    config.apnsUrl.startsWith('https:')
      ? {
          cert: readFileSync(config.certPath),
          key: readFileSync(config.keyPath),
          ...(config.keyPassphrase ? { passphrase: config.keyPassphrase } : {}),
          ...(trustedCa ? { ca: trustedCa } : {}),
        }
      : {};
  return {
    async send(cardId) {
      const devices = pushTokensOf(db, cardId);
      if (devices.length === 0) return;
      const session = http2.connect(config.apnsUrl, tls());
      const failed = new Promise<never>((_, reject) => session.once('error', reject));
      try {
        const answers = await Promise.race([
          Promise.all(
            devices.map(async (d) => ({ token: d.pushToken, answer: await push(session, config.passTypeId, d.pushToken) })),
          ),
          failed,
        ]);
        const errors: string[] = [];
        for (const { token, answer } of answers) {
          if (answer.status === 200) continue;
          if (answer.status === 410 || (answer.status === 400 && answer.reason === 'BadDeviceToken')) {
            forgetPushToken(db, cardId, token);
            logger.info({ cardId, status: answer.status, reason: answer.reason }, 'Apple push token gone: registration removed');
            continue;
          }
          errors.push(`${answer.status} ${answer.reason ?? ''}`.trim());
        }
        if (errors.length) throw new Error(`APNs refused ${errors.length} of ${answers.length} pushes: ${errors.join(', ')}`);
      } finally {
        failed.catch(() => undefined);
        session.close();
      }
    },
  };
}
