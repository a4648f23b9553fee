import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

// Apple's push service as a pass update sees it: HTTP/2 in the clear, POST /3/device/{token}.
// No test runner in here, so browser tests may start it too.

export interface RecordedPush {
  token: string;
  topic: string | undefined;
  pushType: string | undefined;
  priority: string | undefined;
  body: string;
  /** Over https: the subject of the client certificate the sender presented. */
  clientSubject?: string;
}

export interface ApnsStandIn {
  /** e.g. http://127.0.0.1:41234: give it to the product as APPLE_APNS_URL. */
  url: string;
  pushes: RecordedPush[];
  /** The status APNs answers for a token (200 unless told), e.g. 410 for an uninstalled pass, 500 for an outage. */
  answer(token: string, status: number): void;
  close(): Promise<void>;
}

const REASONS: Record<number, string> = { 410: 'Unregistered', 500: 'InternalServerError', 503: 'ServiceUnavailable' };

/**
 * Cleartext HTTP/2 by default; with `tls`, HTTP/2 over TLS that asks for a client certificate
 * issued by `tls.ca`, as Apple's push service requires the pass certificate.
 */
export async function startApnsStandIn(tls?: { cert: Buffer; key: Buffer; ca: Buffer }): Promise<ApnsStandIn> {
  const pushes: RecordedPush[] = [];
  const statuses = new Map<string, number>();
  const server = tls ? http2.createSecureServer({ ...tls, requestCert: true, rejectUnauthorized: true }) : http2.createServer();
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const token = /^\/3\/device\/([0-9a-fA-F]+)$/.exec(String(headers[':path']))?.[1];
      if (headers[':method'] !== 'POST' || !token) {
        stream.respond({ ':status': 404 });
        stream.end(JSON.stringify({ reason: 'BadPath' }));
        return;
      }
      const h = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : undefined);
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate?.();
      const clientSubject = peer?.subject
        ? Object.entries(peer.subject)
            .map(([k, v]) => `${k}=${String(v)}`)
            .join(', ')
        : undefined;
      pushes.push({
        token,
        topic: h('apns-topic'),
        pushType: h('apns-push-type'),
        priority: h('apns-priority'),
        body,
        clientSubject,
      });
      const status = statuses.get(token) ?? 200;
      stream.respond({ ':status': status, 'apns-id': `stand-in-${pushes.length}` });
      stream.end(status === 200 ? '' : JSON.stringify({ reason: REASONS[status] ?? 'BadRequest' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    pushes,
    answer: (token, status) => statuses.set(token, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
