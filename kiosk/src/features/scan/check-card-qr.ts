import type { CardScanResponse, KitOffer } from '@dealcard/shared';
import { ConnectionError } from '../../lib/api-client.ts';
import { useConnection } from '../../lib/connection-store.ts';
import { newNonce } from '../../lib/offline-queue.ts';
import { offlineStorage, useOfflineQueue } from '../../lib/offline-queue-store.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { scanCardQr } from './api/card-qr.ts';
import { SCAN_TIMEOUT_MS, SCAN_TIMEOUT_UNREACHABLE_MS } from './api/scan-voucher.ts';
import { checkCardQrOffline, type OfflineVerdict } from './offline-check.ts';
import type { ParsedCardQr } from './voucher-token.ts';

/** What the counter is told about a scanned card QR, before staff pick the offer. */
export type CardQrOutcome =
  | { via: 'server'; response: CardScanResponse; cardQr: ParsedCardQr }
  /** Offline: the tablet's own check, and the restaurant's offers from its kit to pick from. */
  | { via: 'offline'; verdict: OfflineVerdict; cardQr: ParsedCardQr; offers: KitOffer[] };

/**
 * Online the server lists the card's offers with what is left. Without a connection the tablet
 * checks the card itself (signature, restaurant, voided list, last day on the server's time) and
 * offers the restaurant's offers from its kit.
 */
export async function checkCardQr(cardQr: ParsedCardQr, restaurantId: number, now = serverNow()): Promise<CardQrOutcome> {
  const { online, reachable } = useConnection.getState();
  if (online) {
    try {
      const response = await scanCardQr(cardQr.token, reachable ? SCAN_TIMEOUT_MS : SCAN_TIMEOUT_UNREACHABLE_MS);
      return { via: 'server', response, cardQr };
    } catch (err) {
      if (!(err instanceof ConnectionError)) throw err;
    }
  }
  const stored = await offlineStorage()
    .getKit()
    .catch(() => undefined);
  const kit = stored && stored.restaurantId === restaurantId ? stored : null;
  const verdict = await checkCardQrOffline({ cardQr, restaurantId, kit, now });
  // A kit stored by an older kiosk has no offers.
  const offers = (kit as { offers?: KitOffer[] } | null)?.offers ?? [];
  return { via: 'offline', verdict, cardQr, offers };
}

/** Queues a card QR accepted offline with the offer staff picked; stored before the screen says so. */
export async function queueCardQr(cardQr: ParsedCardQr, offer: KitOffer, now = serverNow()): Promise<void> {
  await useOfflineQueue.getState().enqueue({
    nonce: newNonce(),
    token: cardQr.token,
    scannedAt: now.toISOString(),
    offerId: offer.campaignOfferId,
    use: 0,
    holderFirstName: cardQr.payload.n,
    campaignOfferId: offer.campaignOfferId,
    offerType: offer.offerType,
  });
}

/**
 * The kit's offers, each offer once: a restaurant's campaigns often repeat the same offers, and
 * offline the tablet cannot tell which campaign the card is of. The server serves the card's own
 * offer of the same name and description, whichever campaign's the tablet sends.
 */
export function sameOffersOnce(offers: readonly KitOffer[]): KitOffer[] {
  const seen = new Set<string>();
  return offers.filter((o) => {
    const key = `${o.offerType}\u0000${o.description}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
